import type { Cabinet } from '../roles';
import type { ResourceTexts } from '../resource/texts';
import type { services } from './services';

/** The cabinets showing these texts; a catalogue without this line is in every cabinet (src/i18n/catalogues.ts). */
export const cabinets: readonly Cabinet[] = ['sales'];

/** The cabinets whose first screen shows these texts; without this line, all (src/i18n/catalogues.ts). */
export const firstScreens: readonly Cabinet[] = [];

/** The services ("options") screens: list F6, form F7/O6. Titles follow the menu's 'Опции' (see docs/decisions.md F6). */
export const texts = {
  ru: {
    resources: {
      services: {
        name: 'Опция |||| Опции',
        action: { create: 'Новая опция' },
        message: {
          delete_title: 'Удалить опцию «%{recordRepresentation}»?',
          delete_content: 'Опция исчезнет из каталога и тарифов. Это действие нельзя отменить.',
        },
        empty: 'Опций пока нет',
        fields: {
          name: 'Название',
          description: 'Описание',
          cost: 'Цена в год',
          limit: 'Лимит',
          unit: 'Единица лимита',
          unlimited: 'Безлимит',
          bot: 'Автобот',
          solo: 'Продается отдельно',
          options: { is_dinamic: 'Динамический лимит', max_limit: 'Максимальный лимит' },
        },
        page: { list: 'Список опций', create: 'Новая опция', edit: 'Опция «%{recordRepresentation}»' },
        choices: { bot: { AUTOBOT: 'Автобот' } },
        total: 'Всего: %{total}',
        unlimited: 'Безлимит',
        validation: { nameRequired: 'Вы не ввели название услуги', unitRequired: 'Укажите единицу лимита' },
        notifications: { created: 'Опция создана', updated: 'Опция изменена', deleted: 'Опция удалена', saveFailed: 'На сервере произошла ошибка' },
      },
    },
  },
  kk: {
    resources: {
      services: {
        name: 'Опция |||| Опциялар',
        action: { create: 'Жаңа опция' },
        message: {
          delete_title: '«%{recordRepresentation}» опциясын жою керек пе?',
          delete_content: 'Опция каталогтан және пакеттерден жойылады. Бұл әрекетті болдырмау мүмкін емес.',
        },
        empty: 'Әзірге опциялар жоқ',
        fields: {
          name: 'Атауы',
          description: 'Сипаттамасы',
          cost: 'Жылдық бағасы',
          limit: 'Лимит',
          unit: 'Лимит бірлігі',
          unlimited: 'Шексіз',
          bot: 'Автобот',
          solo: 'Жеке сатылады',
          options: { is_dinamic: 'Динамикалық лимит', max_limit: 'Ең жоғары лимит' },
        },
        page: { list: 'Опциялар тізімі', create: 'Жаңа опция', edit: '«%{recordRepresentation}» опциясы' },
        choices: { bot: { AUTOBOT: 'Автобот' } },
        total: 'Барлығы: %{total}',
        unlimited: 'Шексіз',
        validation: { nameRequired: 'Қызмет атауын енгізбедіңіз', unitRequired: 'Лимит бірлігін көрсетіңіз' },
        notifications: { created: 'Опция құрылды', updated: 'Опция өзгертілді', deleted: 'Опция жойылды', saveFailed: 'Серверде қате орын алды' },
      },
    },
  },
  en: {
    resources: {
      services: {
        name: 'Option |||| Options',
        action: { create: 'New option' },
        message: {
          delete_title: 'Delete the option “%{recordRepresentation}”?',
          delete_content: 'The option will leave the catalogue and the tariffs. This cannot be undone.',
        },
        empty: 'No options yet',
        fields: {
          name: 'Name',
          description: 'Description',
          cost: 'Price per year',
          limit: 'Limit',
          unit: 'Limit unit',
          unlimited: 'Unlimited',
          bot: 'Autobot',
          solo: 'Sold on its own',
          options: { is_dinamic: 'Dynamic limit', max_limit: 'Maximum limit' },
        },
        page: { list: 'Options list', create: 'New option', edit: 'Option "%{recordRepresentation}"' },
        choices: { bot: { AUTOBOT: 'Autobot' } },
        total: 'Total: %{total}',
        unlimited: 'Unlimited',
        validation: { nameRequired: 'You did not enter the service name', unitRequired: 'Enter the unit of the limit' },
        notifications: { created: 'Option created', updated: 'Option updated', deleted: 'Option deleted', saveFailed: 'A server error occurred' },
      },
    },
  },
} satisfies ResourceTexts<typeof services>;
