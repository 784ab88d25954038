import ru from 'virtual:cabinet-texts/sales/ru-first';
import { cabinetTexts } from '../../i18n';

/**
 * The sales cabinet's texts: the Russian of its first screen comes with it, the Russian of its other screens loads
 * after it (a catalogue's `firstScreens` line), Kazakh and English when picked (src/i18n/catalogues.ts).
 */
export const salesTexts = cabinetTexts({
  ru,
  ruLater: () => import('virtual:cabinet-texts/sales/ru-later'),
  kk: () => import('virtual:cabinet-texts/sales/kk'),
  en: () => import('virtual:cabinet-texts/sales/en'),
});
