import type { Cabinet } from '../roles';
import type { ResourceTexts } from '../resource/texts';
import type { subdivisions } from './subdivisions';

/** The cabinets showing these texts; a catalogue without this line is in every cabinet (src/i18n/catalogues.ts). */
export const cabinets: readonly Cabinet[] = ['sales'];

/** The cabinets whose first screen shows these texts; without this line, all (src/i18n/catalogues.ts). */
export const firstScreens: readonly Cabinet[] = [];

/** Subdivisions of partners (G7). */
export const texts = {
  ru: {
    resources: {
      subdivisions: {
        name: 'Подразделение |||| Подразделения',
        notifications: { created: 'Подразделение создано', updated: 'Подразделение изменено', deleted: 'Подразделение удалено' },
        action: { create: 'Новое подразделение' },
        message: {
          delete_title: 'Удалить подразделение «%{recordRepresentation}»?',
          delete_content: 'Подразделение будет удалено. Это действие нельзя отменить.',
        },
        empty: 'Подразделений пока нет',
        fields: { created_at: 'Создано', parentId: 'Родительское подразделение', name: 'Название', partner_id: 'Партнёр', partner: 'Партнёр', parent_id: 'Родительское подразделение' },
        validation: { nameRequired: 'Укажите название подразделения', partner_idRequired: 'Выберите партнера' },
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
        notifications: { created: 'Бөлімше құрылды', updated: 'Бөлімше өзгертілді', deleted: 'Бөлімше жойылды' },
        action: { create: 'Жаңа бөлімше' },
        message: {
          delete_title: '«%{recordRepresentation}» бөлімшесін жою керек пе?',
          delete_content: 'Бөлімше жойылады. Бұл әрекетті болдырмау мүмкін емес.',
        },
        empty: 'Әзірге бөлімшелер жоқ',
        fields: { created_at: 'Құрылды', parentId: 'Жоғары бөлімше', name: 'Атауы', partner_id: 'Серіктес', partner: 'Серіктес', parent_id: 'Жоғары бөлімше' },
        validation: { nameRequired: 'Бөлімшенің атауын көрсетіңіз', partner_idRequired: 'Серіктесті таңдаңыз' },
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
        notifications: { created: 'Subdivision created', updated: 'Subdivision updated', deleted: 'Subdivision deleted' },
        action: { create: 'New subdivision' },
        message: {
          delete_title: 'Delete the subdivision “%{recordRepresentation}”?',
          delete_content: 'The subdivision will be deleted. This cannot be undone.',
        },
        empty: 'No subdivisions yet',
        fields: { created_at: 'Created', parentId: 'Parent subdivision', name: 'Name', partner_id: 'Partner', partner: 'Partner', parent_id: 'Parent subdivision' },
        validation: { nameRequired: 'Enter the subdivision name', partner_idRequired: 'Choose the partner' },
        page: { list: 'Subdivisions', create: 'New subdivision', edit: 'Subdivision' },
        total: 'Total: %{total}',
        noParent: 'No subdivision',
      },
    },
  },
} satisfies ResourceTexts<typeof subdivisions>;
