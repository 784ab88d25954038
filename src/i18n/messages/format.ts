import type { FeatureMessages } from '../types';

/** Texts produced by src/format helpers. Polyglot picks the plural form by locale (ru has three). */
export const formatMessages: FeatureMessages = {
  ru: {
    app: {
      format: {
        days: '%{smart_count} день |||| %{smart_count} дня |||| %{smart_count} дней',
        pickDay: 'Выбрать дату в календаре',
        dayPlaceholder: 'ДД.ММ.ГГГГ',
        dayFormat: 'Дата в виде ДД.ММ.ГГГГ',
        dayRange: 'Дата с %{min} по %{max}',
      },
    },
  },
  kk: {
    app: {
      format: {
        days: '%{smart_count} күн',
        pickDay: 'Күнтізбеден күнді таңдау',
        dayPlaceholder: 'КК.АА.ЖЖЖЖ',
        dayFormat: 'Күн КК.АА.ЖЖЖЖ түрінде',
        dayRange: 'Күн %{min} мен %{max} аралығында',
      },
    },
  },
  en: {
    app: {
      format: {
        days: '%{smart_count} day |||| %{smart_count} days',
        pickDay: 'Pick the date on a calendar',
        dayPlaceholder: 'DD.MM.YYYY',
        dayFormat: 'A date as DD.MM.YYYY',
        dayRange: 'A date from %{min} to %{max}',
      },
    },
  },
};
