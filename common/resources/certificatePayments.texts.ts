import type { Cabinet } from '../roles';
import type { ResourceTexts } from '../resource/texts';
import type { certificatePayments } from './certificatePayments';

/** The cabinets showing these texts; a catalogue without this line is in every cabinet (src/i18n/catalogues.ts). */
export const cabinets: readonly Cabinet[] = ['sales'];

/** The cabinets whose first screen shows these texts; without this line, all (src/i18n/catalogues.ts). */
export const firstScreens: readonly Cabinet[] = [];

/** Order labels (M3): payment channel (issue), where the payment was made (payment_type) and the payments list (D8). */
export const texts = {
  ru: {
    resources: {
      'certificates-payments': {
        name: 'Платежи |||| Платежи',
        empty: 'Платежей пока нет',
        fields: { payment_type: 'Где оплачен', pay_date: 'Дата оплаты', number: 'Заказ', created_at: 'Дата', certificate: 'Сертификат', client_name: 'Клиент', rate_name: 'Продукт', issue: 'Способ', auto_payment: 'Тип', status: 'Статус', cost: 'Сумма', date_from: 'С даты', date_to: 'По дату' },
        choices: { issue: { SBERBANK: 'Эквайринг', BALANCE: 'Баланс', TINKOFF: 'Счет' }, payment_type: { SITE: 'Сайт', CABINET: 'Кабинет клиента', AGENT: 'Кабинет агента' }, status: { CREATED: 'Создан', PAID: 'Оплачен', FAILED: 'Ошибка оплаты', CANCELLED: 'Отменен' } },
        filters: { q: 'Номер сертификата или клиент' },
      },
    },
  },
  kk: {
    resources: {
      'certificates-payments': {
        name: 'Төлемдер |||| Төлемдер',
        empty: 'Әзірге төлемдер жоқ',
        fields: { payment_type: 'Қайда төленді', pay_date: 'Төленген күні', number: 'Тапсырыс', created_at: 'Күні', certificate: 'Сертификат', client_name: 'Клиент', rate_name: 'Өнім', issue: 'Тәсілі', auto_payment: 'Түрі', status: 'Күйі', cost: 'Сомасы', date_from: 'Күннен бастап', date_to: 'Күнге дейін' },
        choices: { issue: { SBERBANK: 'Эквайринг', BALANCE: 'Баланс', TINKOFF: 'Шот' }, payment_type: { SITE: 'Сайт', CABINET: 'Клиент кабинеті', AGENT: 'Агент кабинеті' }, status: { CREATED: 'Құрылды', PAID: 'Төленді', FAILED: 'Төлем қатесі', CANCELLED: 'Болдырылмады' } },
        filters: { q: 'Сертификат нөмірі немесе клиент' },
      },
    },
  },
  en: {
    resources: {
      'certificates-payments': {
        name: 'Payments |||| Payments',
        empty: 'No payments yet',
        fields: { payment_type: 'Paid in', pay_date: 'Paid on', number: 'Order', created_at: 'Date', certificate: 'Certificate', client_name: 'Client', rate_name: 'Product', issue: 'Method', auto_payment: 'Type', status: 'Status', cost: 'Sum', date_from: 'From', date_to: 'To' },
        choices: { issue: { SBERBANK: 'Acquiring', BALANCE: 'Balance', TINKOFF: 'Invoice' }, payment_type: { SITE: 'Site', CABINET: 'Client cabinet', AGENT: 'Agent cabinet' }, status: { CREATED: 'Created', PAID: 'Paid', FAILED: 'Payment failed', CANCELLED: 'Cancelled' } },
        filters: { q: 'Certificate number or client' },
      },
    },
  },
} satisfies ResourceTexts<typeof certificatePayments>;
