import type { FeatureMessages } from '../types';
import type { Cabinet } from '../../../common/roles';

/** The cabinets showing these texts; a catalogue without this line is in every cabinet (src/i18n/catalogues.ts). */
export const cabinets: readonly Cabinet[] = ['sales'];

/** Order labels (M3): payment channel (issue) and where the payment was made (payment_type). */
export const ordersMessages: FeatureMessages = {
  ru: {
    app: {
      payments: {
        title: 'Платежи',
        columns: { order: 'Заказ', date: 'Дата', certificate: 'Сертификат', client: 'Клиент', product: 'Продукт', method: 'Способ', type: 'Тип', status: 'Статус', sum: 'Сумма' },
        status: { CREATED: 'Создан', PAID: 'Оплачен', FAILED: 'Ошибка оплаты', CANCELLED: 'Отменен' },
        filters: { q: 'Номер сертификата или клиент', date_from: 'С даты', date_to: 'По дату' },
      },
      orders: {
        issue: { SBERBANK: 'Эквайринг', BALANCE: 'Баланс', TINKOFF: 'Счет' },
        paymentType: { SITE: 'Сайт', CABINET: 'Кабинет клиента', AGENT: 'Кабинет агента' },
      },
    },
  },
  kk: {
    app: {
      payments: {
        title: 'Төлемдер',
        columns: { order: 'Тапсырыс', date: 'Күні', certificate: 'Сертификат', client: 'Клиент', product: 'Өнім', method: 'Тәсілі', type: 'Түрі', status: 'Күйі', sum: 'Сомасы' },
        status: { CREATED: 'Құрылды', PAID: 'Төленді', FAILED: 'Төлем қатесі', CANCELLED: 'Болдырылмады' },
        filters: { q: 'Сертификат нөмірі немесе клиент', date_from: 'Күннен бастап', date_to: 'Күнге дейін' },
      },
      orders: {
        issue: { SBERBANK: 'Эквайринг', BALANCE: 'Баланс', TINKOFF: 'Шот' },
        paymentType: { SITE: 'Сайт', CABINET: 'Клиент кабинеті', AGENT: 'Агент кабинеті' },
      },
    },
  },
  en: {
    app: {
      payments: {
        title: 'Payments',
        columns: { order: 'Order', date: 'Date', certificate: 'Certificate', client: 'Client', product: 'Product', method: 'Method', type: 'Type', status: 'Status', sum: 'Sum' },
        status: { CREATED: 'Created', PAID: 'Paid', FAILED: 'Payment failed', CANCELLED: 'Cancelled' },
        filters: { q: 'Certificate number or client', date_from: 'From', date_to: 'To' },
      },
      orders: {
        issue: { SBERBANK: 'Acquiring', BALANCE: 'Balance', TINKOFF: 'Invoice' },
        paymentType: { SITE: 'Site', CABINET: 'Client cabinet', AGENT: 'Agent cabinet' },
      },
    },
  },
};
