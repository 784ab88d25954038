import type { FeatureMessages } from '../types';
import type { Cabinet } from '../../../common/roles';

/** The cabinets showing these texts; a catalogue without this line is in every cabinet (src/i18n/catalogues.ts). */
export const cabinets: readonly Cabinet[] = ['sales'];

/** The cabinets whose first screen shows these texts; without this line, all (src/i18n/catalogues.ts). */
export const firstScreens: readonly Cabinet[] = [];

/** Partner documents (G5): the partner page's tab and the agent's documents page. */
export const partnerDocumentsMessages: FeatureMessages = {
  ru: {
    resources: {
      partnerDocuments: {
        title: 'Документы партнёра',
        page: { agent: 'Документы' },
        upload: 'Загрузить документ',
        dropHint: 'Перетащите PDF сюда или нажмите, чтобы выбрать (до 10 МБ)',
        tooLarge: 'Файл слишком большой: до 10 МБ',
        empty: 'Документов нет',
        rename: 'Переименовать',
        newName: 'Новое название',
        download: 'Скачать',
        confirmDelete: 'Документ будет удалён.',
        notifications: { uploaded: 'Документ загружен', renamed: 'Документ переименован', deleted: 'Документ удалён' },
      },
    },
  },
  kk: {
    resources: {
      partnerDocuments: {
        title: 'Серіктес құжаттары',
        page: { agent: 'Құжаттар' },
        upload: 'Құжат жүктеу',
        dropHint: 'PDF файлын осында сүйреңіз немесе таңдау үшін басыңыз (10 МБ дейін)',
        tooLarge: 'Файл тым үлкен: 10 МБ дейін',
        empty: 'Құжаттар жоқ',
        rename: 'Атын өзгерту',
        newName: 'Жаңа атауы',
        download: 'Жүктеп алу',
        confirmDelete: 'Құжат жойылады.',
        notifications: { uploaded: 'Құжат жүктелді', renamed: 'Құжаттың аты өзгертілді', deleted: 'Құжат жойылды' },
      },
    },
  },
  en: {
    resources: {
      partnerDocuments: {
        title: "Partner's documents",
        page: { agent: 'Documents' },
        upload: 'Upload a document',
        dropHint: 'Drop a PDF here or click to choose one (up to 10 MB)',
        tooLarge: 'The file is too large: up to 10 MB',
        empty: 'No documents',
        rename: 'Rename',
        newName: 'New name',
        download: 'Download',
        confirmDelete: 'The document will be deleted.',
        notifications: { uploaded: 'Document uploaded', renamed: 'Document renamed', deleted: 'Document deleted' },
      },
    },
  },
};
