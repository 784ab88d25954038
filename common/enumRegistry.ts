/**
 * The enumerations whose codes reach people outside a declared field's own choices, by name: a person never reads
 * the code (NETTO, SITE, PAID), only its words, `app.enums.<name>.<value>` of common/i18n/enums.ts in ru, kk and en,
 * which the SPA (src/i18n/enumLabel.ts) and the server's files (server/i18n/enums.ts) both read. A declared field's
 * enum is worded by its resource's texts (`resources.<name>.choices.<field>.<value>`), unless it names one of these
 * (`enumOf(SERVICE_UNITS, { labels: 'serviceUnit' })`). tests/tools/enum-labels.test.ts holds every enum the project
 * declares (here, in the declarations, in the database's types) to having words in each language.
 */
import {
  BLOCK_AUTHORITIES, CERTIFICATE_STATUSES, INSTALMENT_STATES, INSTALMENT_STATUSES, MESSAGE_STATUSES, ORDER_ISSUES, ORDER_STATUSES, PAYMENT_TYPES,
  QUESTION_KINDS, RATE_TYPES, RECEIPT_KINDS, RECEIPT_STATUSES, RECEIPT_VATS, REGISTER_ROW_STATUSES, SERVICE_BOTS, SERVICE_UNITS, type ServiceUnit,
} from './enums';
import { AGENT_TYPES, ROLES } from './roles';

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
  messageStatus: MESSAGE_STATUSES,
  receiptKind: RECEIPT_KINDS,
  receiptStatus: RECEIPT_STATUSES,
  receiptVat: RECEIPT_VATS,
  // an order's payments as its page lists them (M3)
  paymentSessionStatus: ['OPEN', 'SUPERSEDED', 'PAID', 'FAILED', 'REFUNDED'],
  // I1–I5: a consultation's or support thread's state, and which of the two lines it is on
  consultationStatus: ['OPEN', 'CLOSED'],
  chatLine: ['CONSULTATION', 'SUPPORT'],
} as const;

export type EnumName = keyof typeof ENUMS;
export type EnumValue<N extends EnumName> = (typeof ENUMS)[N][number];

/**
 * Codes that stay between the server and the acquirers and are never shown (a payment session's state, the sandbox
 * acquirer's own payments): listed so the enum test knows them from a forgotten one.
 */
export const INTERNAL_ENUMS = {
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
