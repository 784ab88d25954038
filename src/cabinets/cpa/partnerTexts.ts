import { cabinetTexts } from '../../i18n';
import type { Messages } from '../../i18n/types';

/** The partner cabinet's texts: Russian comes with it, Kazakh and English load when picked (src/i18n/catalogues.ts). */
export const partnerTexts = cabinetTexts({
  ru: import.meta.glob<Messages>('../../i18n/messages/*.ts', {
    query: { locale: 'ru', cabinet: 'cpa' },
    import: 'default',
    eager: true,
  }),
  kk: import.meta.glob<Messages>('../../i18n/messages/*.ts', { query: { locale: 'kk', cabinet: 'cpa' }, import: 'default' }),
  en: import.meta.glob<Messages>('../../i18n/messages/*.ts', { query: { locale: 'en', cabinet: 'cpa' }, import: 'default' }),
});
