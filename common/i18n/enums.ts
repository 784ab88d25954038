import type { EnumWords } from '../enumRegistry';
import type { Cabinet } from '../roles';

/**
 * Every cabinet has them; the sales cabinet's first screen (the certificates) shows none: its status chips read the
 * certificates' own texts (`resources.certificates.choices.status`), which its first screen loads (src/i18n/catalogues.ts).
 */
export const firstScreens: readonly Cabinet[] = ['cabinet', 'cpa'];

/**
 * The words of the project's enumerations (common/enumRegistry.ts), one catalogue for the SPA (as `app.enums.*`, in every
 * cabinet) and the server's files (server/i18n/enums.ts: PDFs, sheets). Data only: the SPA's build reads it per language.
 */
const ru: EnumWords = {
  receiptKind: { SELL: 'Приход', SELL_REFUND: 'Возврат прихода' },
  receiptStatus: { QUEUED: 'В очереди', SENT: 'Отправлен в кассу', DONE: 'Чек выбит', FAILED: 'Не выбит' },
  receiptVat: { VAT20: '20%', NONE: 'Без НДС' },
  messageStatus: { queued: 'В очереди', sent: 'Отправлено', delivered: 'Доставлено', failed: 'Не отправлено' },
  consultationStatus: { OPEN: 'В работе', CLOSED: 'Закрыта' },
  chatLine: { CONSULTATION: 'Консультация', SUPPORT: 'Поддержка' },
  paymentSessionStatus: { OPEN: 'Ожидает оплаты', SUPERSEDED: 'Заменен новым', PAID: 'Оплачен', FAILED: 'Не прошел', REFUNDED: 'Возвращен' },
  role: {
    ADMIN: 'Администратор', AGENT: 'Агент', AGENT_ADMIN: 'Администратор подразделения', PARTNER_ADMIN: 'Администратор партнера',
    CLIENT: 'Клиент', PARTNER: 'Партнер', ONLY_AGENT: 'Агент без прав администратора',
  },
  agentType: { NETTO: 'Нетто: по цене партнера', BRUTTO: 'Брутто: по полной цене, в кредит', DINAMIC: 'Динамический' },
  paymentType: { SITE: 'Сайт', CABINET: 'Кабинет клиента', AGENT: 'Кабинет агента' },
  orderIssue: { SBERBANK: 'Банковская карта', TINKOFF: 'Банковская карта (Т-Банк)', BALANCE: 'С баланса' },
  orderStatus: { CREATED: 'Ожидает оплаты', PAID: 'Оплачен', FAILED: 'Оплата не прошла', CANCELLED: 'Отменен' },
  certificateStatus: { PENDING: 'Ожидает оплаты', ACTIVE: 'Активен', BLOCKED: 'Заблокирован', EXPIRED: 'Истек', CANCELLED: 'Аннулирован' },
  blockAuthority: {
    AGENT: 'Агент', AGENT_ADMIN: 'Администратор подразделения', PARTNER_ADMIN: 'Администратор партнера', ADMIN: 'Администратор',
    SYSTEM: 'Система (неоплата)',
  },
  instalmentState: { SCHEDULED: 'Запланирован', OPEN: 'К оплате', CHARGING: 'Списывается', CHARGED: 'Оплачен', DECLINED: 'Отказ банка' },
  instalmentStatus: { PAID: 'Оплачен', DECLINED: 'Отказ банка', OVERDUE: 'Просрочен', DUE: 'К оплате', SCHEDULED: 'Запланирован' },
  rateType: { DEFAULT: 'Стандартный' },
  registerRowStatus: { IMPORTED: 'Загружен', REFUSED: 'Отклонен' },
  serviceUnit: {
    USE: 'Раз (обращение)', CONSULTATION: 'Консультация', DOCUMENT: 'Документ', DECLARATION: 'Декларация', SESSION: 'Сессия',
    VISIT: 'Выезд', DELIVERY: 'Доставка', CALL: 'Звонок', HOUR: 'Час',
  },
  serviceBot: { AUTOBOT: 'Автобот' },
  questionKind: { single: 'Один вариант', multiple: 'Несколько вариантов', text: 'Свободный текст' },
};

const kk: EnumWords = {
  receiptKind: { SELL: 'Кіріс', SELL_REFUND: 'Кірісті қайтару' },
  receiptStatus: { QUEUED: 'Кезекте', SENT: 'Кассаға жіберілді', DONE: 'Чек шығарылды', FAILED: 'Шығарылмады' },
  receiptVat: { VAT20: '20%', NONE: 'ҚҚС-сыз' },
  messageStatus: { queued: 'Кезекте', sent: 'Жіберілді', delivered: 'Жеткізілді', failed: 'Жіберілмеді' },
  consultationStatus: { OPEN: 'Жұмыста', CLOSED: 'Жабық' },
  chatLine: { CONSULTATION: 'Кеңес', SUPPORT: 'Қолдау' },
  paymentSessionStatus: { OPEN: 'Төлемді күтуде', SUPERSEDED: 'Жаңасымен ауыстырылды', PAID: 'Төленді', FAILED: 'Өтпеді', REFUNDED: 'Қайтарылды' },
  role: {
    ADMIN: 'Әкімші', AGENT: 'Агент', AGENT_ADMIN: 'Бөлімше әкімшісі', PARTNER_ADMIN: 'Серіктес әкімшісі',
    CLIENT: 'Клиент', PARTNER: 'Серіктес', ONLY_AGENT: 'Әкімші құқығы жоқ агент',
  },
  agentType: { NETTO: 'Нетто: серіктес бағасымен', BRUTTO: 'Брутто: толық бағамен, несиеге', DINAMIC: 'Динамикалық' },
  paymentType: { SITE: 'Сайт', CABINET: 'Клиент кабинеті', AGENT: 'Агент кабинеті' },
  orderIssue: { SBERBANK: 'Банк картасы', TINKOFF: 'Банк картасы (Т-Банк)', BALANCE: 'Баланстан' },
  orderStatus: { CREATED: 'Төлемді күтуде', PAID: 'Төленді', FAILED: 'Төлем өтпеді', CANCELLED: 'Бас тартылды' },
  certificateStatus: { PENDING: 'Төлемді күтуде', ACTIVE: 'Белсенді', BLOCKED: 'Бұғатталған', EXPIRED: 'Мерзімі өткен', CANCELLED: 'Жойылды' },
  blockAuthority: {
    AGENT: 'Агент', AGENT_ADMIN: 'Бөлімше әкімшісі', PARTNER_ADMIN: 'Серіктес әкімшісі', ADMIN: 'Әкімші',
    SYSTEM: 'Жүйе (төленбеген)',
  },
  instalmentState: { SCHEDULED: 'Жоспарланған', OPEN: 'Төлеуге', CHARGING: 'Есептен шығарылуда', CHARGED: 'Төленді', DECLINED: 'Банк бас тартты' },
  instalmentStatus: { PAID: 'Төленді', DECLINED: 'Банк бас тартты', OVERDUE: 'Мерзімі өтті', DUE: 'Төлеуге', SCHEDULED: 'Жоспарланған' },
  rateType: { DEFAULT: 'Стандартты' },
  registerRowStatus: { IMPORTED: 'Жүктелді', REFUSED: 'Қабылданбады' },
  serviceUnit: {
    USE: 'Рет (өтініш)', CONSULTATION: 'Кеңес', DOCUMENT: 'Құжат', DECLARATION: 'Декларация', SESSION: 'Сеанс',
    VISIT: 'Шығу', DELIVERY: 'Жеткізу', CALL: 'Қоңырау', HOUR: 'Сағат',
  },
  serviceBot: { AUTOBOT: 'Автобот' },
  questionKind: { single: 'Бір нұсқа', multiple: 'Бірнеше нұсқа', text: 'Еркін мәтін' },
};

const en: EnumWords = {
  receiptKind: { SELL: 'Sale', SELL_REFUND: 'Sale refund' },
  receiptStatus: { QUEUED: 'Queued', SENT: 'Sent to the register', DONE: 'Receipt issued', FAILED: 'Not issued' },
  receiptVat: { VAT20: '20%', NONE: 'No VAT' },
  messageStatus: { queued: 'Queued', sent: 'Sent', delivered: 'Delivered', failed: 'Failed' },
  consultationStatus: { OPEN: 'In progress', CLOSED: 'Closed' },
  chatLine: { CONSULTATION: 'Consultation', SUPPORT: 'Support' },
  paymentSessionStatus: { OPEN: 'Awaiting payment', SUPERSEDED: 'Replaced by a new one', PAID: 'Paid', FAILED: 'Failed', REFUNDED: 'Refunded' },
  role: {
    ADMIN: 'Administrator', AGENT: 'Agent', AGENT_ADMIN: 'Subdivision admin', PARTNER_ADMIN: 'Partner admin',
    CLIENT: 'Client', PARTNER: 'Partner', ONLY_AGENT: 'Agent without admin rights',
  },
  agentType: { NETTO: "Net: at the partner's price", BRUTTO: 'Gross: at the full price, on credit', DINAMIC: 'Dynamic' },
  paymentType: { SITE: 'Site', CABINET: 'Client cabinet', AGENT: 'Agent cabinet' },
  orderIssue: { SBERBANK: 'Bank card', TINKOFF: 'Bank card (T-Bank)', BALANCE: 'From the balance' },
  orderStatus: { CREATED: 'Awaiting payment', PAID: 'Paid', FAILED: 'Payment failed', CANCELLED: 'Cancelled' },
  certificateStatus: { PENDING: 'Awaiting payment', ACTIVE: 'Active', BLOCKED: 'Blocked', EXPIRED: 'Expired', CANCELLED: 'Cancelled' },
  blockAuthority: {
    AGENT: 'Agent', AGENT_ADMIN: 'Subdivision admin', PARTNER_ADMIN: 'Partner admin', ADMIN: 'Administrator',
    SYSTEM: 'System (non-payment)',
  },
  instalmentState: { SCHEDULED: 'Scheduled', OPEN: 'Due', CHARGING: 'Being charged', CHARGED: 'Paid', DECLINED: 'Declined by the bank' },
  instalmentStatus: { PAID: 'Paid', DECLINED: 'Declined by the bank', OVERDUE: 'Overdue', DUE: 'Due', SCHEDULED: 'Scheduled' },
  rateType: { DEFAULT: 'Standard' },
  registerRowStatus: { IMPORTED: 'Imported', REFUSED: 'Refused' },
  serviceUnit: {
    USE: 'Use', CONSULTATION: 'Consultation', DOCUMENT: 'Document', DECLARATION: 'Declaration', SESSION: 'Session',
    VISIT: 'Call-out', DELIVERY: 'Delivery', CALL: 'Phone call', HOUR: 'Hour',
  },
  serviceBot: { AUTOBOT: 'Autobot' },
  questionKind: { single: 'One option', multiple: 'Several options', text: 'Free text' },
};

export const enumTexts = { ru: { app: { enums: ru } }, kk: { app: { enums: kk } }, en: { app: { enums: en } } };
