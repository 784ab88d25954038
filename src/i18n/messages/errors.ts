import type { FeatureMessages } from '../types';

/** Texts of the shared error handler (P2, P3), used by the data provider. */
export const errorsMessages: FeatureMessages = {
  ru: {
    app: {
      errors: {
        title: 'Ошибка',
        serverUnavailable: 'Сервер не доступен',
        unexpected: 'На сервере возникла непредвиденная ошибка',
        tokenExpired: 'Истек срок действия токена приложения',
        requestFailed: 'Не удалось выполнить запрос',
      },
    },
  },
  kk: {
    app: {
      errors: {
        title: 'Қате',
        serverUnavailable: 'Сервер қолжетімсіз',
        unexpected: 'Серверде күтпеген қате орын алды',
        tokenExpired: 'Қолданба токенінің мерзімі аяқталды',
        requestFailed: 'Сұрауды орындау мүмкін болмады',
      },
    },
  },
  en: {
    app: {
      errors: {
        title: 'Error',
        serverUnavailable: 'Server unavailable',
        unexpected: 'Unexpected server error',
        tokenExpired: 'The application token has expired',
        requestFailed: 'The request failed',
      },
    },
  },
};
