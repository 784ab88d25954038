/**
 * The enumerations whose codes reach people outside a declared field's own choices, by name: a person never reads
 * the code (NETTO, SITE, PAID), only its words, `app.enums.<name>.<value>` of common/i18n/enums.ts in ru, kk and en,
 * which the SPA (src/i18n/enumLabel.ts) and the server's files (server/i18n/enums.ts) both read. A declared field's
 * enum is worded by its resource's texts (`resources.<name>.choices.<field>.<value>`), unless it names one of these
 * (`enumOf(SERVICE_UNITS, { labels: 'serviceUnit' })`). tests/tools/enum-labels.test.ts holds every enum the project
 * declares (here, in the declarations, in the database's types) to having words in each language.
 */
import { QUESTION_KINDS } from './resources/questionnaires';
import { AGENT_TYPES, ROLES } from './roles';

/** Where an order was started (M3). */
export const PAYMENT_TYPES = ['SITE', 'CABINET', 'AGENT'] as const;
/** Through what an order is paid (M3). */
export const ORDER_ISSUES = ['SBERBANK', 'BALANCE', 'TINKOFF'] as const;
export const ORDER_STATUSES = ['CREATED', 'PAID', 'FAILED', 'CANCELLED'] as const;
export const CERTIFICATE_STATUSES = ['PENDING', 'ACTIVE', 'CANCELLED'] as const;
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

/** A service answered by a bot rather than a person (F7). */
export const SERVICE_BOTS = ['AUTOBOT'] as const;

export type PaymentType = (typeof PAYMENT_TYPES)[number];
export type OrderIssue = (typeof ORDER_ISSUES)[number];
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export type CertificateStatus = (typeof CERTIFICATE_STATUSES)[number];
export type BlockAuthority = (typeof BLOCK_AUTHORITIES)[number];
export type InstalmentState = (typeof INSTALMENT_STATES)[number];
export type InstalmentStatus = (typeof INSTALMENT_STATUSES)[number];
export type RateType = (typeof RATE_TYPES)[number];
export type ServiceUnit = (typeof SERVICE_UNITS)[number];

export const ENUMS = {
  role: ROLES,
  agentType: AGENT_TYPES,
  paymentType: PAYMENT_TYPES,
  orderIssue: ORDER_ISSUES,
  orderStatus: ORDER_STATUSES,
  certificateStatus: CERTIFICATE_STATUSES,
  blockAuthority: BLOCK_AUTHORITIES,
  instalmentState: INSTALMENT_STATES,
  instalmentStatus: INSTALMENT_STATUSES,
  rateType: RATE_TYPES,
  registerRowStatus: REGISTER_ROW_STATUSES,
  serviceUnit: SERVICE_UNITS,
  serviceBot: SERVICE_BOTS,
  questionKind: QUESTION_KINDS,
} as const;

export type EnumName = keyof typeof ENUMS;
export type EnumValue<N extends EnumName> = (typeof ENUMS)[N][number];

/**
 * Codes that stay between the server and the acquirers and are never shown (a payment session's state, the sandbox
 * acquirer's own payments): listed so the enum test knows them from a forgotten one.
 */
export const INTERNAL_ENUMS = {
  paymentSessionStatus: ['OPEN', 'SUPERSEDED', 'PAID', 'FAILED', 'REFUNDED'],
  sandboxPaymentStatus: ['NEW', 'CONFIRMED', 'DECLINED', 'CANCELLED'],
} as const;

/** The catalogue key of an enum value's words. */
export const enumKey = <N extends EnumName>(name: N, value: EnumValue<N>) => `app.enums.${name}.${value}`;
/** The catalogue key of a unit's counted forms (`%{smart_count} консультация |||| …`). */
export const unitCountKey = (unit: ServiceUnit) => `app.units.${unit}`;
export const isServiceUnit = (value: unknown): value is ServiceUnit => (SERVICE_UNITS as readonly unknown[]).includes(value);

/** The words of every value of every enum in one language: what common/i18n/enums.ts must hold. */
export type EnumWords = { [N in EnumName]: Record<EnumValue<N>, string> };
/** A unit's counted forms in one language. */
export type UnitCounts = Record<ServiceUnit, string>;
