import type { FeatureMessages } from '../types';
import type { Cabinet } from '../../../common/roles';

/** The cabinets showing these texts; a catalogue without this line is in every cabinet (src/i18n/catalogues.ts). */
export const cabinets: readonly Cabinet[] = ['sales'];

/** The cabinets whose first screen shows these texts; without this line, all (src/i18n/catalogues.ts). */
export const firstScreens: readonly Cabinet[] = [];

/** Subdivisions of partners (G7). */
export const subdivisionsMessages: FeatureMessages = {
  ru: {
    resources: {
      subdivisions: {
        name: 'Подразделение |||| Подразделения',
        fields: { name: 'Название', partner_id: 'Партнёр', partner: 'Партнёр', parent_id: 'Родительское подразделение' },
        page: { list: 'Подразделения', create: 'Новое подразделение', edit: 'Подразделение' },
        total: 'Всего: %{total}',
        noParent: 'Нет подразделения',
      },
    },
  },
  kk: {
    resources: {
      subdivisions: {
        name: 'Бөлімше |||| Бөлімшелер',
        fields: { name: 'Атауы', partner_id: 'Серіктес', partner: 'Серіктес', parent_id: 'Жоғары бөлімше' },
        page: { list: 'Бөлімшелер', create: 'Жаңа бөлімше', edit: 'Бөлімше' },
        total: 'Барлығы: %{total}',
        noParent: 'Бөлімше жоқ',
      },
    },
  },
  en: {
    resources: {
      subdivisions: {
        name: 'Subdivision |||| Subdivisions',
        fields: { name: 'Name', partner_id: 'Partner', partner: 'Partner', parent_id: 'Parent subdivision' },
        page: { list: 'Subdivisions', create: 'New subdivision', edit: 'Subdivision' },
        total: 'Total: %{total}',
        noParent: 'No subdivision',
      },
    },
  },
};
