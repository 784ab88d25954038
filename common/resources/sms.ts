/**
 * The SMS log (M1) at /sms for the admin: every SMS the product sends (codes, payment links, the sale's SMS) and the
 * admin's own, newest first, with its price, status and the provider's id (SMS.ru's, the spec's smsRuId). The spec's
 * GET /notifications/sms, and POST /notifications/sms queues a message (server/modules/messages); the balance is
 * GET /notifications/sms/balance.
 */
import { MESSAGE_STATUSES } from '../enums';
import { date, defineResource, enumOf, integer, longText, money, phone, text } from '../resource';

/** Ten Cyrillic SMS parts of 67 characters: a longer text is refused (400), not cut or billed as a dozen messages. */
export const SMS_MAX_LENGTH = 670;

export const sms = defineResource({
  name: 'sms',
  table: 'sms_log',
  path: '/notifications/sms',
  fields: {
    phone: phone({ required: true, patternMessage: true }),
    text: longText({ required: true, minLength: 1, maxLength: SMS_MAX_LENGTH, helper: true }),
    created_at: date({ readOnly: true, past: true }),
    price: money({ readOnly: true, nullable: true, description: 'What the provider charged, in roubles' }),
    status: enumOf(MESSAGE_STATUSES, { readOnly: true, labels: 'messageStatus' }),
    provider_id: text({ readOnly: true, nullable: true, description: "The provider's id of the message (SMS.ru's sms_id, the spec's smsRuId)" }),
    attempts: integer({ readOnly: true }),
    last_error: text({ readOnly: true, nullable: true }),
  },
  list: {
    columns: ['phone', 'text', 'created_at', 'price', 'status', 'provider_id'],
    search: ['phone'],
    filters: ['status'],
    sort: ['created_at'],
    defaultSort: { field: 'created_at', order: 'DESC' },
  },
  access: { list: ['ADMIN'], create: ['ADMIN'] },
  operations: { one: false, update: false, delete: false },
  menu: { cabinets: ['sales'], icon: 'Sms', label: 'app.menu.sms', after: 'standardDocuments' },
  representation: 'phone',
});
