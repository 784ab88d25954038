import type { Cabinet } from '../roles';
import type { ResourceTexts } from '../resource/texts';
import type { journal } from './journal';

/** The cabinets showing these texts; a catalogue without this line is in every cabinet (src/i18n/catalogues.ts). */
export const cabinets: readonly Cabinet[] = ['sales'];

/** The cabinets whose first screen shows these texts; without this line, all (src/i18n/catalogues.ts). */
export const firstScreens: readonly Cabinet[] = [];

/** The login journal (M11). */
export const texts = {
  ru: {
    resources: {
      journal: {
        name: 'Журнал входов |||| Журнал входов',
        empty: 'Входов пока не было',
        fields: { user: 'Пользователь', input: 'Введенный логин', ip: 'IP', host: 'Хост', success: 'Результат', created_at: 'Дата', date_from: 'С даты', date_to: 'По дату' },
        page: { list: 'Журнал входов' },
        total: 'Всего: %{total}',
        result: { success: 'Успешно', failure: 'Отказ' },
      },
    },
  },
  kk: {
    resources: {
      journal: {
        name: 'Кіру журналы |||| Кіру журналы',
        empty: 'Әзірге кірулер болған жоқ',
        fields: { user: 'Пайдаланушы', input: 'Енгізілген логин', ip: 'IP', host: 'Хост', success: 'Нәтиже', created_at: 'Күні', date_from: 'Басталу күні', date_to: 'Аяқталу күні' },
        page: { list: 'Кіру журналы' },
        total: 'Барлығы: %{total}',
        result: { success: 'Сәтті', failure: 'Бас тарту' },
      },
    },
  },
  en: {
    resources: {
      journal: {
        name: 'Login journal |||| Login journal',
        empty: 'No sign-ins yet',
        fields: { user: 'User', input: 'Login entered', ip: 'IP', host: 'Host', success: 'Result', created_at: 'Date', date_from: 'From', date_to: 'To' },
        page: { list: 'Login journal' },
        total: 'Total: %{total}',
        result: { success: 'Success', failure: 'Refused' },
      },
    },
  },
} satisfies ResourceTexts<typeof journal>;
