import type { Cabinet } from '../roles';
import type { ResourceTexts } from '../resource/texts';
import type { users } from './users';

/** The cabinets showing these texts; a catalogue without this line is in every cabinet (src/i18n/catalogues.ts). */
export const cabinets: readonly Cabinet[] = ['sales'];

/** The cabinets whose first screen shows these texts; without this line, all (src/i18n/catalogues.ts). */
export const firstScreens: readonly Cabinet[] = [];

/** User accounts. */
export const texts = {
  ru: {
    resources: {
      users: {
        name: 'Пользователь |||| Пользователи',
        fields: { name: 'ФИО', login: 'Логин', phone: 'Телефон', email: 'Email', blocked: 'Заблокирован' },
      },
    },
  },
  kk: {
    resources: {
      users: {
        name: 'Пайдаланушы |||| Пайдаланушылар',
        fields: { name: 'Аты-жөні', login: 'Логин', phone: 'Телефон', email: 'Email', blocked: 'Бұғатталған' },
      },
    },
  },
  en: {
    resources: {
      users: {
        name: 'User |||| Users',
        fields: { name: 'Full name', login: 'Login', phone: 'Phone', email: 'Email', blocked: 'Blocked' },
      },
    },
  },
} satisfies ResourceTexts<typeof users>;
