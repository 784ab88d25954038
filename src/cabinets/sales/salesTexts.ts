import { cabinetTexts } from '../../i18n';
import type { Messages } from '../../i18n/types';

/**
 * The sales cabinet's texts: the Russian of its first screen comes with it, the Russian of its other screens loads
 * after it (a catalogue's `firstScreens` line), Kazakh and English when picked (src/i18n/catalogues.ts).
 */
export const salesTexts = cabinetTexts({
  ru: import.meta.glob<Messages>('../../i18n/messages/*.ts', {
    query: { locale: 'ru', cabinet: 'sales', part: 'first' },
    import: 'default',
    eager: true,
  }),
  ruLater: import.meta.glob<Messages>('../../i18n/messages/*.ts', { query: { locale: 'ru', cabinet: 'sales', part: 'later' }, import: 'default' }),
  kk: import.meta.glob<Messages>('../../i18n/messages/*.ts', { query: { locale: 'kk', cabinet: 'sales' }, import: 'default' }),
  en: import.meta.glob<Messages>('../../i18n/messages/*.ts', { query: { locale: 'en', cabinet: 'sales' }, import: 'default' }),
});
