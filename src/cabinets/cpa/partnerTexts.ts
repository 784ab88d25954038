import ru from 'virtual:cabinet-texts/cpa/ru';
import { cabinetTexts } from '../../i18n';

/** The partner cabinet's texts: Russian comes with it, Kazakh and English load when picked (src/i18n/catalogues.ts). */
export const partnerTexts = cabinetTexts({
  ru,
  kk: () => import('virtual:cabinet-texts/cpa/kk'),
  en: () => import('virtual:cabinet-texts/cpa/en'),
});
