import type { FeatureMessages } from '../types';
import type { Cabinet } from '../../../common/roles';

/** The cabinets showing these texts; a catalogue without this line is in every cabinet (src/i18n/catalogues.ts). */
export const cabinets: readonly Cabinet[] = ['sales'];

/** The cabinets whose first screen shows these texts; without this line, all (src/i18n/catalogues.ts). */
export const firstScreens: readonly Cabinet[] = [];

/** The tariffs screens: list F1, form F2, clone F3, services F5. */
export const tariffsMessages: FeatureMessages = {
  ru: {
    resources: {
      tariffs: {
        name: 'Тариф |||| Тарифы',
        fields: {
          name: 'Название',
          code_name: 'Код',
          description: 'Описание',
          cost: 'Цена',
          partner_price: 'Цена партнера',
          period: 'Срок, мес.',
          meter: 'По метражу',
          min_meter: 'Минимальный метраж',
          taxable: 'Облагается НДС',
          auto_payment: 'Автоплатеж',
          partial_payment: 'Частичная оплата',
          post_payment: 'Постоплата',
          rate_type: 'Тип тарифа',
          template: 'Шаблон',
          partners: 'Партнеры',
          admin_comment: 'Комментарий администратора',
        },
        page: { list: 'Тарифы', create: 'Новый тариф', edit: 'Тариф «%{recordRepresentation}»' },
        total: 'Всего: %{total}',
        actions: { clone: 'Копировать' },
        services: { title: 'Услуги тарифа', service: 'Услуга', limit: 'Лимит', unit: 'Единица', attach: 'Добавить', detach: 'Убрать' },
        validation: {
          minMeterRequired: 'Укажите минимальный метраж',
          nameRequired: 'Укажите название тарифа',
          code_nameRequired: 'Укажите код тарифа',
          costRequired: 'Укажите цену тарифа',
        },
        notifications: {
          cloned: 'Создана копия «%{name}»',
          attached: 'Услуга добавлена',
          detached: 'Услуга убрана',
          priceSaved: 'Цена партнера сохранена',
          saveFailed: 'На сервере произошла ошибка',
        },
        partnerPrices: { title: 'Цены партнеров', partner: 'Партнер', price: 'Цена партнера', save: 'Сохранить цену', none: 'Тариф не продает ни один партнер' },
      },
    },
  },
  kk: {
    resources: {
      tariffs: {
        name: 'Пакет |||| Пакеттер',
        fields: {
          name: 'Атауы',
          code_name: 'Коды',
          description: 'Сипаттамасы',
          cost: 'Бағасы',
          partner_price: 'Серіктес бағасы',
          period: 'Мерзімі, ай',
          meter: 'Метраж бойынша',
          min_meter: 'Ең аз метраж',
          taxable: 'ҚҚС салынады',
          auto_payment: 'Автотөлем',
          partial_payment: 'Ішінара төлем',
          post_payment: 'Кейін төлеу',
          rate_type: 'Пакет түрі',
          template: 'Үлгі',
          partners: 'Серіктестер',
          admin_comment: 'Әкімші пікірі',
        },
        page: { list: 'Пакеттер', create: 'Жаңа пакет', edit: '«%{recordRepresentation}» пакеті' },
        total: 'Барлығы: %{total}',
        actions: { clone: 'Көшіру' },
        services: { title: 'Пакет қызметтері', service: 'Қызмет', limit: 'Лимит', unit: 'Бірлік', attach: 'Қосу', detach: 'Алып тастау' },
        validation: {
          minMeterRequired: 'Ең аз метражды көрсетіңіз',
          nameRequired: 'Пакет атауын көрсетіңіз',
          code_nameRequired: 'Пакет кодын көрсетіңіз',
          costRequired: 'Пакет бағасын көрсетіңіз',
        },
        notifications: {
          cloned: '«%{name}» көшірмесі жасалды',
          attached: 'Қызмет қосылды',
          detached: 'Қызмет алынып тасталды',
          priceSaved: 'Серіктес бағасы сақталды',
          saveFailed: 'Серверде қате орын алды',
        },
        partnerPrices: { title: 'Серіктестер бағалары', partner: 'Серіктес', price: 'Серіктес бағасы', save: 'Бағаны сақтау', none: 'Бұл пакетті бірде-бір серіктес сатпайды' },
      },
    },
  },
  en: {
    resources: {
      tariffs: {
        name: 'Tariff |||| Tariffs',
        fields: {
          name: 'Name',
          code_name: 'Code',
          description: 'Description',
          cost: 'Price',
          partner_price: 'Partner price',
          period: 'Period, months',
          meter: 'By meterage',
          min_meter: 'Minimum meterage',
          taxable: 'Subject to VAT',
          auto_payment: 'Autopay',
          partial_payment: 'Partial payment',
          post_payment: 'Post-payment',
          rate_type: 'Tariff type',
          template: 'Template',
          partners: 'Partners',
          admin_comment: 'Administrator comment',
        },
        page: { list: 'Tariffs', create: 'New tariff', edit: 'Tariff “%{recordRepresentation}”' },
        total: 'Total: %{total}',
        actions: { clone: 'Copy' },
        services: { title: 'Tariff services', service: 'Service', limit: 'Limit', unit: 'Unit', attach: 'Add', detach: 'Remove' },
        validation: {
          minMeterRequired: 'Enter the minimum meterage',
          nameRequired: 'Enter the tariff name',
          code_nameRequired: 'Enter the tariff code',
          costRequired: 'Enter the tariff price',
        },
        notifications: {
          cloned: 'Copy “%{name}” created',
          attached: 'Service added',
          detached: 'Service removed',
          priceSaved: 'Partner price saved',
          saveFailed: 'A server error occurred',
        },
        partnerPrices: { title: 'Partner prices', partner: 'Partner', price: 'Partner price', save: 'Save price', none: 'No partner sells this tariff' },
      },
    },
  },
};
