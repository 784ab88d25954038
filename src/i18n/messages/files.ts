import type { FeatureMessages } from '../types';

/** Downloads and uploads (P6, O16). */
export const filesMessages: FeatureMessages = {
  ru: { app: { files: { downloadStarted: 'Скачивание файла началось', wrongFormat: 'Файл неверного формата' } } },
  kk: { app: { files: { downloadStarted: 'Файлды жүктеу басталды', wrongFormat: 'Файл пішімі қате' } } },
  en: { app: { files: { downloadStarted: 'The download has started', wrongFormat: 'File of wrong format' } } },
};
