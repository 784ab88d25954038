import type { FeatureMessages } from '../types';

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
