import { defineMessages } from './define';

/** Server texts: the general and customs settings (M9). */
export const settingsMessages = defineMessages({
  ru: {
    'settings.twoDecimals': 'Не больше двух знаков после запятой',
    'settings.ftsFirstFrom': 'Первая строка таблицы начинается с 0',
    'settings.ftsAscending': 'Суммы «от» идут по возрастанию, без повторов',
  },
  kk: {
    'settings.twoDecimals': 'Үтірден кейін екі таңбадан артық емес',
    'settings.ftsFirstFrom': 'Кестенің бірінші жолы 0-ден басталады',
    'settings.ftsAscending': '«Бастап» сомалары қайталанбай өсу ретімен жүреді',
  },
  en: {
    'settings.twoDecimals': 'At most two decimals',
    'settings.ftsFirstFrom': 'The first row of the table starts at 0',
    'settings.ftsAscending': "The 'from' amounts go up, without repeats",
  },
});
