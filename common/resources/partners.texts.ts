import type { Cabinet } from '../roles';
import type { ResourceTexts } from '../resource/texts';
import type { partners } from './partners';

/** The cabinets showing these texts; a catalogue without this line is in every cabinet (src/i18n/catalogues.ts). */
export const cabinets: readonly Cabinet[] = ['sales', 'cpa'];

/** The cabinets whose first screen shows these texts; without this line, all (src/i18n/catalogues.ts). */
export const firstScreens: readonly Cabinet[] = ['cpa'];

/** Partners (G1–G3): the list, the partner page, its tariffs and widget. */
export const texts = {
  ru: {
    resources: {
      partners: {
        name: 'Партнёр |||| Партнёры',
        action: { create: 'Новый партнёр' },
        message: {
          delete_title: 'Удалить партнёра «%{recordRepresentation}»?',
          delete_content: 'Партнёр и его настройки будут удалены. Это действие нельзя отменить.',
        },
        empty: 'Партнёров пока нет',
        fields: { created_at: 'Создан', rates: 'Тарифы', name: 'Название', type: 'Тип', reward: 'Вознаграждение', parent_id: 'Родительский партнёр', parent: 'Родительский партнёр', click_program: 'Партнёр программы (согласие агентов)', upload: 'Загрузка реестров' },
        validation: { nameRequired: 'Укажите название партнера' },
        total: 'Всего: %{total}',
        choices: { type: { AGENCY: 'Агентство', CPA: 'CPA-партнер (оплата за действие)', none: 'Без типа' } },
        noParent: 'Нет родительского партнёра',
        tabs: { main: 'Данные', tariffs: 'Тарифы', widget: 'Виджет', documents: 'Документы', invitations: 'Приглашения' },
        tariffs: {
          title: 'Тарифы партнёра',
          name: 'Тариф',
          cost: 'Цена',
          commission: 'Комиссия, %',
          partnerPrice: 'Цена партнёра',
          save: 'Сохранить изменения',
          detach: 'Открепить',
          pick: 'Тариф',
          attach: 'Прикрепить',
        },
        widget: { snippet: 'Код виджета для сайта партнёра', copy: 'Скопировать' },
        notifications: {
          created: 'Партнёр создан',
          updated: 'Партнёр изменен',
          deleted: 'Партнёр удален',
          saveFailed: 'На сервере произошла ошибка',
          ratesChanged: 'Данные изменены',
          rateAttached: 'Тариф прикреплён',
          rateDetached: 'Тариф откреплён',
          copied: 'Скопировано',
          copyFailed: 'Не удалось скопировать',
        },
      },
    },
  },
  kk: {
    resources: {
      partners: {
        name: 'Серіктес |||| Серіктестер',
        action: { create: 'Жаңа серіктес' },
        message: {
          delete_title: '«%{recordRepresentation}» серіктесін жою керек пе?',
          delete_content: 'Серіктес пен оның баптаулары жойылады. Бұл әрекетті болдырмау мүмкін емес.',
        },
        empty: 'Әзірге серіктестер жоқ',
        fields: { created_at: 'Құрылды', rates: 'Тарифтер', name: 'Атауы', type: 'Түрі', reward: 'Сыйақы', parent_id: 'Жоғары серіктес', parent: 'Жоғары серіктес', click_program: 'Бағдарлама серіктесі (агенттердің келісімі)', upload: 'Тізілімдерді жүктеу' },
        validation: { nameRequired: 'Серіктестің атауын көрсетіңіз' },
        total: 'Барлығы: %{total}',
        choices: { type: { AGENCY: 'Агенттік', CPA: 'CPA серіктесі (әрекет үшін төлем)', none: 'Түрі жоқ' } },
        noParent: 'Жоғары серіктес жоқ',
        tabs: { main: 'Деректер', tariffs: 'Тарифтер', widget: 'Виджет', documents: 'Құжаттар', invitations: 'Шақырулар' },
        tariffs: {
          title: 'Серіктес тарифтері',
          name: 'Тариф',
          cost: 'Бағасы',
          commission: 'Комиссия, %',
          partnerPrice: 'Серіктес бағасы',
          save: 'Өзгерістерді сақтау',
          detach: 'Ажырату',
          pick: 'Тариф',
          attach: 'Тіркеу',
        },
        widget: { snippet: 'Серіктес сайтына арналған виджет коды', copy: 'Көшіру' },
        notifications: {
          created: 'Серіктес құрылды',
          updated: 'Серіктес өзгертілді',
          deleted: 'Серіктес жойылды',
          saveFailed: 'Серверде қате орын алды',
          ratesChanged: 'Деректер өзгертілді',
          rateAttached: 'Тариф тіркелді',
          rateDetached: 'Тариф ажыратылды',
          copied: 'Көшірілді',
          copyFailed: 'Көшіру мүмкін болмады',
        },
      },
    },
  },
  en: {
    resources: {
      partners: {
        name: 'Partner |||| Partners',
        action: { create: 'New partner' },
        message: {
          delete_title: 'Delete the partner “%{recordRepresentation}”?',
          delete_content: 'The partner and its settings will be deleted. This cannot be undone.',
        },
        empty: 'No partners yet',
        fields: { created_at: 'Created', rates: 'Tariffs', name: 'Name', type: 'Type', reward: 'Reward', parent_id: 'Parent partner', parent: 'Parent partner', click_program: 'Programme partner (agents give consent)', upload: 'Registry uploads' },
        validation: { nameRequired: 'Enter the partner name' },
        total: 'Total: %{total}',
        choices: { type: { AGENCY: 'Agency', CPA: 'CPA partner (pay per action)', none: 'No type' } },
        noParent: 'No parent partner',
        tabs: { main: 'Details', tariffs: 'Tariffs', widget: 'Widget', documents: 'Documents', invitations: 'Invitations' },
        tariffs: {
          title: "Partner's tariffs",
          name: 'Tariff',
          cost: 'Price',
          commission: 'Commission, %',
          partnerPrice: 'Partner price',
          save: 'Save changes',
          detach: 'Detach',
          pick: 'Tariff',
          attach: 'Attach',
        },
        widget: { snippet: "Widget code for the partner's site", copy: 'Copy' },
        notifications: {
          created: 'Partner created',
          updated: 'Partner updated',
          deleted: 'Partner deleted',
          saveFailed: 'A server error occurred',
          ratesChanged: 'Data changed',
          rateAttached: 'Tariff attached',
          rateDetached: 'Tariff detached',
          copied: 'Copied',
          copyFailed: 'Could not copy',
        },
      },
    },
  },
} satisfies ResourceTexts<typeof partners>;
