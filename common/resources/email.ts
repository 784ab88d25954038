/**
 * The e-mail log (M2) at /email for the admin: every e-mail the product sends (codes, payment links, bills) and the
 * admin's own, newest first, with its status and the provider's id (the SMTP Message-ID). The spec's
 * GET /notifications/email, and POST /notifications/email (decision M2/send) queues one (server/modules/messages).
 */
import { MESSAGE_STATUSES } from '../enums';
import { date, defineResource, email as emailField, enumOf, integer, longText, text } from '../resource';

export const email = defineResource({
  name: 'email',
  table: 'email_outbox',
  path: '/notifications/email',
  fields: {
    recipient: emailField({ required: true }),
    subject: text({ required: true, minLength: 1, maxLength: 200 }),
    body: longText({ required: true, minLength: 1, maxLength: 10_000, description: 'The text; a JSON object is shown as key and value lines' }),
    created_at: date({ readOnly: true, past: true }),
    status: enumOf(MESSAGE_STATUSES, { readOnly: true, labels: 'messageStatus' }),
    provider_id: text({ readOnly: true, nullable: true, description: 'The SMTP Message-ID' }),
    attempts: integer({ readOnly: true }),
    last_error: text({ readOnly: true, nullable: true }),
  },
  list: {
    columns: ['recipient', 'subject', 'body', 'created_at', 'status'],
    search: ['recipient'],
    filters: ['status'],
    sort: ['created_at'],
    defaultSort: { field: 'created_at', order: 'DESC' },
  },
  access: { list: ['ADMIN'], create: ['ADMIN'] },
  operations: { one: false, update: false, delete: false },
  menu: { cabinets: ['sales'], icon: 'Email', label: 'app.menu.email', after: 'sms' },
  representation: 'recipient',
});
