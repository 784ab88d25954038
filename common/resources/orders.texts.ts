import type { Cabinet } from '../roles';
import type { ResourceTexts } from '../resource/texts';
import type { orders } from './orders';

/** The cabinets showing these texts; a catalogue without this line is in every cabinet (src/i18n/catalogues.ts). */
export const cabinets: readonly Cabinet[] = ['sales'];

/** The cabinets whose first screen shows these texts; without this line, all (src/i18n/catalogues.ts). */
export const firstScreens: readonly Cabinet[] = [];

/** Orders (M3): the list at /orders-list and the order's page; payment_type and status are worded by common/i18n/enums.ts, issue by the spec's labels here. */
export const texts = {
  ru: {
    resources: {
      orders: {
        name: 'Заказ |||| Заказы',
        empty: 'Заказов пока нет',
        fields: {
          number: 'Номер', cost: 'Оплата', payed: 'Оплачен', status: 'Статус', client: 'Клиент', phone: 'Телефон', name: 'Имя',
          payment_type: 'Где оформлен', issue: 'Способ оплаты', product: 'Продукт', created_at: 'Создан', pay_date: 'Оплачен',
          auto_payment: 'Автоплатеж', certificate: 'Сертификат', items: 'Состав', kind: 'Вид', payments: 'Платежи',
          refunds: 'Возвраты', receipts: 'Чеки', receipt: { receipt_id: 'Чек', receipt_url: 'Чек в ОФД', rate_name: 'Тариф' }, bonus: { points: 'Бонусы', bonus_rate: 'Процент', bonus_money: 'За продажу' }, date_from: 'Создан с', date_to: 'Создан по', pay_date_from: 'Оплачен с', pay_date_to: 'Оплачен по',
        },
        choices: { kind: { SALE: 'Продажа', BASKET: 'Корзина', INSTALMENT: 'Платеж по рассрочке' }, issue: { SBERBANK: 'Эквайринг', BALANCE: 'Баланс', TINKOFF: 'Счет' } },
        filters: { q: 'Имя или телефон клиента' },
        page: {
          title: 'Заказ № %{number}', items: 'Состав заказа', item: 'Позиция', amount: 'Сумма',
          provider: 'Эквайер', session: 'Номер у эквайера', reason: 'Причина', paidAt: 'Дата', none: 'Нет', notPaid: 'Не оплачен',
          client: 'Карточка клиента', certificate: 'Карточка сертификата', yes: 'Да', no: 'Нет',
          bonusLabel: 'Бонус клиенту', receiptNumber: 'Чек', receiptKind: 'Вид', vat: 'НДС',
          bonus: '%{smart_count} бонус: %{rate} от оплаты и %{fixed} за продажу |||| %{smart_count} бонуса: %{rate} от оплаты и %{fixed} за продажу |||| %{smart_count} бонусов: %{rate} от оплаты и %{fixed} за продажу',
        },
      },
    },
  },
  kk: {
    resources: {
      orders: {
        name: 'Тапсырыс |||| Тапсырыстар',
        empty: 'Әзірге тапсырыстар жоқ',
        fields: {
          number: 'Нөмірі', cost: 'Төлем', payed: 'Төленді', status: 'Күйі', client: 'Клиент', phone: 'Телефон', name: 'Аты',
          payment_type: 'Қайда рәсімделді', issue: 'Төлем тәсілі', product: 'Өнім', created_at: 'Құрылды', pay_date: 'Төленді',
          auto_payment: 'Автотөлем', certificate: 'Сертификат', items: 'Құрамы', kind: 'Түрі', payments: 'Төлемдер',
          refunds: 'Қайтарулар', receipts: 'Чектер', receipt: { receipt_id: 'Чек', receipt_url: 'ФДО-дағы чек', rate_name: 'Тариф' }, bonus: { points: 'Бонустар', bonus_rate: 'Пайыз', bonus_money: 'Сатылым үшін' }, date_from: 'Құрылды, бастап', date_to: 'Құрылды, дейін', pay_date_from: 'Төленді, бастап', pay_date_to: 'Төленді, дейін',
        },
        choices: { kind: { SALE: 'Сату', BASKET: 'Себет', INSTALMENT: 'Бөліп төлеу төлемі' }, issue: { SBERBANK: 'Эквайринг', BALANCE: 'Баланс', TINKOFF: 'Шот' } },
        filters: { q: 'Клиенттің аты немесе телефоны' },
        page: {
          title: '№ %{number} тапсырыс', items: 'Тапсырыс құрамы', item: 'Позиция', amount: 'Сомасы',
          provider: 'Эквайер', session: 'Эквайердегі нөмірі', reason: 'Себебі', paidAt: 'Күні', none: 'Жоқ', notPaid: 'Төленбеген',
          client: 'Клиент карточкасы', certificate: 'Сертификат карточкасы', yes: 'Иә', no: 'Жоқ',
          bonusLabel: 'Клиентке бонус', receiptNumber: 'Чек', receiptKind: 'Түрі', vat: 'ҚҚС',
          bonus: '%{smart_count} бонус: төлемнен %{rate} және сатылым үшін %{fixed}',
        },
      },
    },
  },
  en: {
    resources: {
      orders: {
        name: 'Order |||| Orders',
        empty: 'No orders yet',
        fields: {
          number: 'Number', cost: 'Payment', payed: 'Paid', status: 'Status', client: 'Client', phone: 'Phone', name: 'Name',
          payment_type: 'Placed in', issue: 'Payment method', product: 'Product', created_at: 'Created', pay_date: 'Paid',
          auto_payment: 'Autopay', certificate: 'Certificate', items: 'Items', kind: 'Kind', payments: 'Payments',
          refunds: 'Refunds', receipts: 'Receipts', receipt: { receipt_id: 'Receipt', receipt_url: 'Receipt at the OFD', rate_name: 'Tariff' }, bonus: { points: 'Points', bonus_rate: 'Rate', bonus_money: 'Per sale' }, date_from: 'Created from', date_to: 'Created to', pay_date_from: 'Paid from', pay_date_to: 'Paid to',
        },
        choices: { kind: { SALE: 'Sale', BASKET: 'Basket', INSTALMENT: 'Instalment payment' }, issue: { SBERBANK: 'Acquiring', BALANCE: 'Balance', TINKOFF: 'Invoice' } },
        filters: { q: "Client's name or phone" },
        page: {
          title: 'Order No. %{number}', items: 'Items', item: 'Item', amount: 'Amount',
          provider: 'Acquirer', session: "Acquirer's number", reason: 'Reason', paidAt: 'Date', none: 'None', notPaid: 'Not paid',
          client: "Client's card", certificate: "Certificate's card", yes: 'Yes', no: 'No',
          bonusLabel: 'Client bonus', receiptNumber: 'Receipt', receiptKind: 'Kind', vat: 'VAT',
          bonus: '%{smart_count} point: %{rate} of the payment and %{fixed} for the sale |||| %{smart_count} points: %{rate} of the payment and %{fixed} for the sale',
        },
      },
    },
  },
} satisfies ResourceTexts<typeof orders>;
