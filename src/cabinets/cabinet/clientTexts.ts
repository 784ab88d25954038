import ru from 'virtual:cabinet-texts/cabinet/ru';
import { cabinetTexts } from '../../i18n';

/** The client cabinet's texts: Russian comes with it, Kazakh and English load when picked (src/i18n/catalogues.ts). */
export const clientTexts = cabinetTexts({
  ru,
  kk: () => import('virtual:cabinet-texts/cabinet/kk'),
  en: () => import('virtual:cabinet-texts/cabinet/en'),
});
