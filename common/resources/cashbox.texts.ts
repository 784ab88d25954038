import type { Cabinet } from '../roles';
import type { ResourceTexts } from '../resource/texts';
import type { cashbox } from './cashbox';

/** The cabinets showing these texts; a catalogue without this line is in every cabinet (src/i18n/catalogues.ts). */
export const cabinets: readonly Cabinet[] = ['sales'];

/** The cabinets whose first screen shows these texts; without this line, all (src/i18n/catalogues.ts). */
export const firstScreens: readonly Cabinet[] = [];

/** The online cash desk (M4): the receipts' history, one receipt's page and the issue form at /cashbox. */
export const texts = {
  ru: {
    resources: {
      cashbox: {
        name: 'Чек |||| Чеки',
        empty: 'Чеков пока нет',
        fields: {
          number: 'Номер', created_at: 'Дата', kind: 'Вид', status: 'Статус', rate_name: 'Тариф', amount_kopecks: 'Сумма', vat: 'НДС',
          vat_kopecks: 'В т. ч. НДС', order: 'Заказ', refund_of: 'Возврат по чеку', customer: 'Покупатель', receipt_url: 'Чек в ОФД',
          provider: 'Касса', provider_id: 'Номер в кассе', fiscal: 'Фискальные данные', attempts: 'Попыток', last_error: 'Ошибка',
          registered_at: 'Пробит', date_from: 'С даты', date_to: 'По дату',
        },
        filters: { q: 'Тариф' },
        page: {
          title: 'Чек № %{number}', download: 'Скачать чек', open: 'Открыть в ОФД', back: 'История чеков', fiscal: 'Фискальные данные',
          fn: 'ФН', fd: 'ФД', fp: 'ФП', shift: 'Смена', receiptNumber: 'Номер чека за смену', ecr: 'РН ККТ', time: 'Время в кассе', notYet: 'Еще не выбит',
          waiting: 'Касса еще не ответила: страница обновится сама',
        },
        issue: {
          title: 'Онлайн-касса', hint: 'Выберите оплаченный заказ: чек по нему уйдет в кассу, покупатель получит его по e-mail или SMS.',
          order: 'Оплаченный заказ', noVat: 'Без НДС', submit: 'Выбить чек', issued: 'Чек поставлен в очередь кассы', existing: 'Чеки этого заказа',
          none: 'Чеков по этому заказу еще нет', history: 'История чеков', orderRequired: 'Вы не выбрали заказ',
        },
      },
    },
  },
  kk: {
    resources: {
      cashbox: {
        name: 'Чек |||| Чектер',
        empty: 'Әзірге чектер жоқ',
        fields: {
          number: 'Нөмірі', created_at: 'Күні', kind: 'Түрі', status: 'Күйі', rate_name: 'Тариф', amount_kopecks: 'Сомасы', vat: 'ҚҚС',
          vat_kopecks: 'Оның ішінде ҚҚС', order: 'Тапсырыс', refund_of: 'Чек бойынша қайтару', customer: 'Сатып алушы', receipt_url: 'ФДО-дағы чек',
          provider: 'Касса', provider_id: 'Кассадағы нөмірі', fiscal: 'Фискалдық деректер', attempts: 'Әрекеттер', last_error: 'Қате',
          registered_at: 'Шығарылды', date_from: 'Күннен бастап', date_to: 'Күнге дейін',
        },
        filters: { q: 'Тариф' },
        page: {
          title: '№ %{number} чек', download: 'Чекті жүктеу', open: 'ФДО-да ашу', back: 'Чектер тарихы', fiscal: 'Фискалдық деректер',
          fn: 'ФЖ', fd: 'ФҚ', fp: 'ФБ', shift: 'Ауысым', receiptNumber: 'Ауысымдағы чек нөмірі', ecr: 'БКМ ТН', time: 'Кассадағы уақыты', notYet: 'Әлі шығарылмады',
          waiting: 'Касса әлі жауап бермеді: бет өзі жаңарады',
        },
        issue: {
          title: 'Онлайн-касса', hint: 'Төленген тапсырысты таңдаңыз: ол бойынша чек кассаға жіберіледі, сатып алушы оны e-mail немесе SMS арқылы алады.',
          order: 'Төленген тапсырыс', noVat: 'ҚҚС-сыз', submit: 'Чек шығару', issued: 'Чек касса кезегіне қойылды', existing: 'Осы тапсырыстың чектері',
          none: 'Бұл тапсырыс бойынша әлі чек жоқ', history: 'Чектер тарихы', orderRequired: 'Тапсырысты таңдамадыңыз',
        },
      },
    },
  },
  en: {
    resources: {
      cashbox: {
        name: 'Receipt |||| Receipts',
        empty: 'No receipts yet',
        fields: {
          number: 'Number', created_at: 'Date', kind: 'Kind', status: 'Status', rate_name: 'Tariff', amount_kopecks: 'Amount', vat: 'VAT',
          vat_kopecks: 'Incl. VAT', order: 'Order', refund_of: 'Refund of receipt', customer: 'Buyer', receipt_url: 'Receipt at the OFD',
          provider: 'Register', provider_id: 'Register ID', fiscal: 'Fiscal data', attempts: 'Attempts', last_error: 'Error',
          registered_at: 'Fiscalised', date_from: 'From', date_to: 'To',
        },
        filters: { q: 'Tariff' },
        page: {
          title: 'Receipt No. %{number}', download: 'Download the receipt', open: 'Open at the OFD', back: 'Receipt history', fiscal: 'Fiscal data',
          fn: 'FN', fd: 'FD', fp: 'FP', shift: 'Shift', receiptNumber: 'Receipt number in the shift', ecr: 'Register reg. No.', time: 'Register time', notYet: 'Not issued yet',
          waiting: 'The register has not answered yet: the page refreshes by itself',
        },
        issue: {
          title: 'Cash desk', hint: 'Choose a paid order: its receipt goes to the register, and the buyer gets it by e-mail or SMS.',
          order: 'Paid order', noVat: 'No VAT', submit: 'Issue a receipt', issued: 'The receipt is queued at the register', existing: 'Receipts of this order',
          none: 'This order has no receipts yet', history: 'Receipt history', orderRequired: 'You did not choose an order',
        },
      },
    },
  },
} satisfies ResourceTexts<typeof cashbox>;
