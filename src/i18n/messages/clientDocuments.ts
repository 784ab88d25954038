import type { FeatureMessages } from '../types';
import type { Cabinet } from '../../../common/roles';

/** The cabinets showing these texts; a catalogue without this line is in every cabinet (src/i18n/catalogues.ts). */
export const cabinets: readonly Cabinet[] = ['sales'];

/** The cabinets whose first screen shows these texts; without this line, all (src/i18n/catalogues.ts). */
export const firstScreens: readonly Cabinet[] = [];

/** The client card's questionnaires and documents tab (E10). */
export const clientDocumentsMessages: FeatureMessages = {
  ru: {
    app: {
      clientDocuments: {
        questionnaires: 'Анкеты',
        questionnairesEmpty: 'Клиент еще не заполнил анкеты',
        passedAt: 'Заполнена %{date}',
        documents: 'Документы',
        documentsEmpty: 'Документов нет',
        certificate: 'Сертификат № %{number}',
        download: 'Скачать PDF',
      },
    },
  },
  kk: {
    app: {
      clientDocuments: {
        questionnaires: 'Сауалнамалар',
        questionnairesEmpty: 'Клиент әлі сауалнама толтырмаған',
        passedAt: '%{date} толтырылды',
        documents: 'Құжаттар',
        documentsEmpty: 'Құжаттар жоқ',
        certificate: '№ %{number} сертификат',
        download: 'PDF жүктеу',
      },
    },
  },
  en: {
    app: {
      clientDocuments: {
        questionnaires: 'Questionnaires',
        questionnairesEmpty: 'The client has not filled in any questionnaire yet',
        passedAt: 'Filled in on %{date}',
        documents: 'Documents',
        documentsEmpty: 'No documents',
        certificate: 'Certificate No. %{number}',
        download: 'Download PDF',
      },
    },
  },
};
