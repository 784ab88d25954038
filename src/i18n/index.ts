import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import russianMessages from 'ra-language-russian';
import { type TranslationMessages, mergeTranslations } from 'react-admin';
import type { FeatureMessages, Locale, Messages } from './types';
import { authMessages } from './messages/auth';
import { certificatesMessages } from './messages/certificates';
import { clientsMessages } from './messages/clients';
import { clientOptionsMessages } from './messages/clientOptions';
import { ordersMessages } from './messages/orders';
import { filesMessages } from './messages/files';
import { errorsMessages } from './messages/errors';
import { raKazakhMessages } from './messages/ra-kk';
import { formatMessages } from './messages/format';
import { layoutMessages } from './messages/layout';
import { menuMessages } from './messages/menu';
import { pagesMessages } from './messages/pages';
import { profileMessages } from './messages/profile';
import { servicesMessages } from './messages/services';
import { tariffsMessages } from './messages/tariffs';
import { promoMessages } from './messages/promo';
import { saleMessages } from './messages/sale';
import { agentsMessages } from './messages/agents';
import { journalMessages } from './messages/journal';
import { structureMessages } from './messages/structure';
import { loaderMessages } from './messages/loader';
import { registersMessages } from './messages/registers';
import { partnersMessages } from './messages/partners';
import { subdivisionsMessages } from './messages/subdivisions';
import { partnerDocumentsMessages } from './messages/partnerDocuments';
import { invitationsMessages } from './messages/invitations';
import { salesStatsMessages } from './messages/salesStats';
import { clientDocumentsMessages } from './messages/clientDocuments';
import { clickProgramMessages } from './messages/clickProgram';
import { creditMessages } from './messages/credit';
import { clientCabinetMessages } from './messages/clientCabinet';
import { analyticsPageMessages } from './messages/analyticsPage';
import { onboardingMessages } from './messages/onboarding';
import { clientContentMessages } from './messages/clientContent';
import { partnerCabinetMessages } from './messages/partnerCabinet';

/**
 * Every feature's catalogue, merged. A feature adds one file under ./messages and one line here.
 * Keys follow react-admin: `resources.<name>.fields.<field>` for resources, `app.<feature>.*` for the rest.
 */
const features: FeatureMessages[] = [
  raKazakhMessages,
  errorsMessages,
  authMessages,
  formatMessages,
  layoutMessages,
  clickProgramMessages,
  menuMessages,
  pagesMessages,
  profileMessages,
  servicesMessages,
  tariffsMessages,
  promoMessages,
  certificatesMessages,
  clientsMessages,
  clientOptionsMessages,
  ordersMessages,
  filesMessages,
  saleMessages,
  agentsMessages,
  journalMessages,
  structureMessages,
  loaderMessages,
  registersMessages,
  partnersMessages,
  subdivisionsMessages,
  partnerDocumentsMessages,
  invitationsMessages,
  salesStatsMessages,
  clientDocumentsMessages,
  creditMessages,
  clientCabinetMessages,
  analyticsPageMessages,
  onboardingMessages,
  clientContentMessages,
  partnerCabinetMessages,
];

function catalogue(locale: Locale): Messages {
  const own = features.map((feature) => feature[locale]);
  const base = locale === 'ru' ? russianMessages : englishMessages;
  return mergeTranslations(base, ...own) as Messages;
}

export function buildCatalogues(): Record<Locale, Messages> {
  const en = catalogue('en');
  const ru = catalogue('ru');
  // Kazakh: react-admin's own texts fall back to Russian, the interface's shared default, then English.
  const kk = mergeTranslations(en, ru, catalogue('kk')) as Messages;
  return { ru, kk, en };
}

export function createI18nProvider(initialLocale: Locale = 'ru') {
  const catalogues = buildCatalogues();
  const pick = (locale: string) => (catalogues[locale as Locale] ?? catalogues.ru) as TranslationMessages;
  return polyglotI18nProvider(pick, initialLocale, [
    { locale: 'ru', name: 'Русский' },
    { locale: 'kk', name: 'Қазақша' },
    { locale: 'en', name: 'English' },
  ], { allowMissing: true });
}
