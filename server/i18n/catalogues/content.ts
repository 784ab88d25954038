import { defineMessages } from './define';

/** Server texts: work instruction (K4), telegram binding (K5), standard documents (K6). */
export const contentMessages = defineMessages({
  ru: {
    'telegram.tokenUnknown': 'Код привязки не найден или уже использован',
    'telegram.tokenExpired': 'Срок действия кода привязки истёк, получите новый в личном кабинете',
    'telegram.chatTaken': 'Этот чат уже привязан к другому клиенту',
    'telegram.botSecret': 'Неверный секрет бота',
    'standardDocuments.fileRequired': 'Выберите файл',
    'standardDocuments.tooLarge': 'Файл больше 20 МБ',
    'standardDocuments.storeFailed': 'Хранилище документов недоступно, попробуйте позже',
  },
  kk: {
    'telegram.tokenUnknown': 'Байланыстыру коды табылмады немесе бұрын қолданылған',
    'telegram.tokenExpired': 'Байланыстыру кодының мерзімі өтті, жеке кабинеттен жаңасын алыңыз',
    'telegram.chatTaken': 'Бұл чат басқа клиентке байланыстырылған',
    'telegram.botSecret': 'Боттың құпия кілті қате',
    'standardDocuments.fileRequired': 'Файлды таңдаңыз',
    'standardDocuments.tooLarge': 'Файл 20 МБ-тан үлкен',
    'standardDocuments.storeFailed': 'Құжаттар қоймасы қолжетімсіз, кейінірек қайталаңыз',
  },
  en: {
    'telegram.tokenUnknown': 'The binding code is unknown or already used',
    'telegram.tokenExpired': 'The binding code has expired; get a new one in your cabinet',
    'telegram.chatTaken': 'This chat is already bound to another client',
    'telegram.botSecret': 'Wrong bot secret',
    'standardDocuments.fileRequired': 'Choose a file',
    'standardDocuments.tooLarge': 'The file is larger than 20 MB',
    'standardDocuments.storeFailed': 'The document store is unavailable; try again later',
  },
});
