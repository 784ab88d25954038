/**
 * The codes of the project's enumerations (what is stored and sent), imported alone by the declarations and the
 * database's types; their names and words are common/enumRegistry.ts's, so the SPA's first screen carries these
 * arrays only.
 */
/** Where an order was started (M3). */
export const PAYMENT_TYPES = ['SITE', 'CABINET', 'AGENT'] as const;
/** Through what an order is paid (M3). */
export const ORDER_ISSUES = ['SBERBANK', 'BALANCE', 'TINKOFF'] as const;
export const ORDER_STATUSES = ['CREATED', 'PAID', 'FAILED', 'CANCELLED'] as const;
/**
 * A certificate's status, one definition (issue 27): awaiting payment, active, blocked (by whom and why: the card),
 * expired (paid, its finish date passed) or cancelled. The server computes it in SQL from the certificate's columns
 * (server/modules/certificates/status.ts), for the list, its filter, the card and the client's certificates alike.
 */
export const CERTIFICATE_STATUSES = ['PENDING', 'ACTIVE', 'BLOCKED', 'EXPIRED', 'CANCELLED'] as const;
/** What the certificates' `status` column stores, the rest of the status being read from the block and the dates. */
export const CERTIFICATE_STORED_STATUSES = ['PENDING', 'ACTIVE', 'CANCELLED'] as const satisfies readonly CertificateStatus[];
/** Who holds a certificate's block (ACC-4); SYSTEM is the server's own (non-payment). */
export const BLOCK_AUTHORITIES = ['AGENT', 'AGENT_ADMIN', 'PARTNER_ADMIN', 'ADMIN', 'SYSTEM'] as const;
/** A credit instalment as stored, and as a schedule shows it (OVERDUE and DUE are read from its date). */
export const INSTALMENT_STATES = ['SCHEDULED', 'OPEN', 'CHARGING', 'CHARGED', 'DECLINED'] as const;
export const INSTALMENT_STATUSES = ['PAID', 'DECLINED', 'OVERDUE', 'DUE', 'SCHEDULED'] as const;
/** A tariff's type (F2, `rate_type`, default DEFAULT): chosen from these, never typed. */
export const RATE_TYPES = ['DEFAULT'] as const;
/** What a register's row came to (the certificate registry upload). */
export const REGISTER_ROW_STATUSES = ['IMPORTED', 'REFUSED'] as const;
/**
 * What a service's limit counts (F5–F7, E9): a unit is a code with its name and its counted forms in each language
 * (`app.units.<unit>`: 1 консультация, 2 консультации, 5 консультаций), not a word typed into a service. No unit:
 * unlimited.
 */
export const SERVICE_UNITS = ['USE', 'CONSULTATION', 'DOCUMENT', 'DECLARATION', 'SESSION', 'VISIT', 'DELIVERY', 'CALL', 'HOUR'] as const;

/** A questionnaire's question: one choice, several, or a text (K7). */
export const QUESTION_KINDS = ['single', 'multiple', 'text'] as const;

/**
 * An SMS or e-mail in the outbox (M1, M2): waiting for its (next) attempt, accepted by the provider, confirmed
 * delivered to the phone (SMS.ru's report; e-mail has none), or given up after its last attempt or a refusal.
 */
export const MESSAGE_STATUSES = ['queued', 'sent', 'delivered', 'failed'] as const;

/** A receipt of the online cash desk (M4): a sale or its refund; queued, sent to the register, issued or not; its VAT. */
export const RECEIPT_KINDS = ['SELL', 'SELL_REFUND'] as const;
export const RECEIPT_STATUSES = ['QUEUED', 'SENT', 'DONE', 'FAILED'] as const;
export const RECEIPT_VATS = ['VAT20', 'NONE'] as const;

/** A service answered by a bot rather than a person (F7). */
export const SERVICE_BOTS = ['AUTOBOT'] as const;

export type PaymentType = (typeof PAYMENT_TYPES)[number];
export type OrderIssue = (typeof ORDER_ISSUES)[number];
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export type CertificateStatus = (typeof CERTIFICATE_STATUSES)[number];
export type CertificateStoredStatus = (typeof CERTIFICATE_STORED_STATUSES)[number];
export type BlockAuthority = (typeof BLOCK_AUTHORITIES)[number];
export type InstalmentState = (typeof INSTALMENT_STATES)[number];
export type InstalmentStatus = (typeof INSTALMENT_STATUSES)[number];
export type RateType = (typeof RATE_TYPES)[number];
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];
export type ServiceUnit = (typeof SERVICE_UNITS)[number];
