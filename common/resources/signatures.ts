/**
 * Document signing (M5): the admin sends PDFs to a person by phone; the person opens the SMS link, reads them and signs
 * with an SMS code (a simple electronic signature) or declines. The spec's GET /v2/signature and /v2/signature/{id};
 * POST /v2/signature (multipart: phone and files), GET /v2/file/{id}, GET /v2/search/user and the signer's public
 * routes are custom (server/modules/signatures). Listed at /sign-docs, the order's page at /sign-docs/{id}.
 */
import { type Infer, arrayOf, computed, date, defineResource, email, enumOf, group, integer, phone, reference, text } from '../resource';

/** SENT → APPLIED | DECLINED | EXPIRED (decision M5/statuses); an order that is not APPLIED may be deleted. */
export const SIGN_STATUSES = ['SENT', 'APPLIED', 'DECLINED', 'EXPIRED'] as const;

export const signatures = defineResource({
  name: 'signatures',
  table: 'sign_orders',
  path: '/v2/signature',
  fields: {
    status: enumOf(SIGN_STATUSES, { readOnly: true }),
    phone: phone({ readOnly: true }),
    name: text({ readOnly: true, nullable: true }),
    email: email({ readOnly: true, nullable: true }),
    user: computed(group({ name: text({ nullable: true }), phone: text(), email: text({ nullable: true }) }, { description: 'The person asked to sign' }), { always: true }),
    sender_id: reference('users', { nullable: true, hidden: true }),
    sender: computed(group({ name: text({ nullable: true }), created_at: date() }, { description: 'Who sent the order, and when' }), { always: true }),
    created_at: date({ readOnly: true, past: true }),
    expires_at: date({ readOnly: true, description: 'The link works until then' }),
    signed_at: date({ readOnly: true, nullable: true }),
    declined_at: date({ readOnly: true, nullable: true }),
    sign_ip: text({ readOnly: true, nullable: true, detail: true, description: 'The address the signer signed or declined from' }),
    sign_user_agent: text({ readOnly: true, nullable: true, detail: true }),
    sheet_file_id: reference('files', { readOnly: true, nullable: true, description: 'The signed sheet (PDF), downloaded by GET /v2/file/{id}' }),
    files: computed(arrayOf(group({ id: text(), name: text(), size: integer(), sha256: text() })), { always: true }),
  },
  list: {
    columns: ['phone', 'name', 'status', 'files', 'created_at', 'signed_at'],
    search: ['phone', 'name'],
    filters: ['status'],
    sort: ['created_at'],
    defaultSort: { field: 'created_at', order: 'DESC' },
    indexes: [['status', 'created_at']],
    perPage: 25,
  },
  access: { list: ['ADMIN'], show: ['ADMIN'], create: ['ADMIN'], delete: ['ADMIN'] },
  // created by the multipart POST (server/modules/signatures/routes.ts); nothing of an order is edited
  operations: { create: false, update: false },
  menu: { cabinets: ['sales'], icon: 'Draw', id: 'signDocs', label: 'app.menu.signDocs', route: '/sign-docs', after: 'cashbox' },
  representation: 'phone',
});

export type SignOrder = Infer<typeof signatures>;
