import type { Cabinet } from '../roles';
import type { ResourceTexts } from '../resource/texts';
import type { audit } from './audit';

/** The cabinets showing these texts; a catalogue without this line is in every cabinet (src/i18n/catalogues.ts). */
export const cabinets: readonly Cabinet[] = ['sales'];

/** The cabinets whose first screen shows these texts; without this line, all (src/i18n/catalogues.ts). */
export const firstScreens: readonly Cabinet[] = [];

/** The audit trail: the admin's journal and a record's 'История' tab. */
export const texts = {
  ru: {
    resources: {
      audit: {
        name: 'Журнал изменений |||| Журнал изменений',
        empty: 'Изменений пока не было',
        fields: {
          created_at: 'Когда', user_id: 'Кто', user_name: 'Кто', ip: 'Адрес', resource: 'Раздел', record_id: 'Запись', action: 'Действие',
          changes: 'Изменения', date_from: 'С даты', date_to: 'По дату',
        },
        choices: { action: { create: 'Создание', update: 'Изменение', delete: 'Удаление' } },
        filters: { q: 'Кто' },
        history: { tab: 'История', empty: 'Изменений не было', system: 'Система', secret: 'скрыто', fields: { blocked_by_role: 'Кем заблокирован' } },
      },
    },
  },
  kk: {
    resources: {
      audit: {
        name: 'Өзгерістер журналы |||| Өзгерістер журналы',
        empty: 'Әзірге өзгерістер болған жоқ',
        fields: {
          created_at: 'Қашан', user_id: 'Кім', user_name: 'Кім', ip: 'Мекенжай', resource: 'Бөлім', record_id: 'Жазба', action: 'Әрекет',
          changes: 'Өзгерістер', date_from: 'Басталу күні', date_to: 'Аяқталу күні',
        },
        choices: { action: { create: 'Құру', update: 'Өзгерту', delete: 'Жою' } },
        filters: { q: 'Кім' },
        history: { tab: 'Тарих', empty: 'Өзгерістер болған жоқ', system: 'Жүйе', secret: 'жасырын', fields: { blocked_by_role: 'Кім бұғаттады' } },
      },
    },
  },
  en: {
    resources: {
      audit: {
        name: 'Change log |||| Change log',
        empty: 'No changes yet',
        fields: {
          created_at: 'When', user_id: 'Who', user_name: 'Who', ip: 'Address', resource: 'Section', record_id: 'Record', action: 'Action',
          changes: 'Changes', date_from: 'From', date_to: 'To',
        },
        choices: { action: { create: 'Created', update: 'Changed', delete: 'Deleted' } },
        filters: { q: 'Who' },
        history: { tab: 'History', empty: 'No changes', system: 'System', secret: 'hidden', fields: { blocked_by_role: 'Blocked by' } },
      },
    },
  },
} satisfies ResourceTexts<typeof audit>;
