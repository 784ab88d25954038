import { defineMessages } from './define';

/** Server texts: certificate and promo code generation (M6). */
export const generationMessages = defineMessages({
  ru: { 'promoFiles.notReady': 'Файл появится, когда генерация завершится' },
  kk: { 'promoFiles.notReady': 'Файл генерация аяқталғанда пайда болады' },
  en: { 'promoFiles.notReady': 'The file is ready once the generation completes' },
});
