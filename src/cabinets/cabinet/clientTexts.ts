import { cabinetTexts } from '../../i18n';
import type { Messages } from '../../i18n/types';

/** The client cabinet's texts: Russian comes with it, Kazakh and English load when picked (src/i18n/catalogues.ts). */
export const clientTexts = cabinetTexts({
  ru: import.meta.glob<Messages>('../../i18n/messages/*.ts', {
    query: { locale: 'ru', cabinet: 'cabinet' },
    import: 'default',
    eager: true,
  }),
  kk: import.meta.glob<Messages>('../../i18n/messages/*.ts', { query: { locale: 'kk', cabinet: 'cabinet' }, import: 'default' }),
  en: import.meta.glob<Messages>('../../i18n/messages/*.ts', { query: { locale: 'en', cabinet: 'cabinet' }, import: 'default' }),
});
