/**
 * The cabinet's language for the formatters (prices, numbers, percentages, dates), which are plain functions called
 * while rendering: the i18n provider sets it when it starts and whenever a language is picked.
 */
let current = 'ru';

export const formatLocale = () => current;
export const setFormatLocale = (locale: string) => {
  current = locale;
};
