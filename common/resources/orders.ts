/**
 * Orders (M3): every order — a sale, a basket, a credit instalment's — newest first, for the admin at /orders-list,
 * with its page at /orders-list/{id}: items, the payments opened at acquirers, refunds and receipts. The spec's
 * GET /orders (ranges of the created and paid dates) and GET /orders/{id}; the product is the first item's name.
 */
import { ORDER_ISSUES, ORDER_STATUSES, PAYMENT_TYPES, RECEIPT_KINDS, RECEIPT_STATUSES, RECEIPT_VATS } from '../enums';
import {
  arrayOf, boolean, computed, date, defineResource, enumOf, group, integer, joinOne, json, money, number, read, reference, text,
} from '../resource';

const kinds = ['SALE', 'BASKET', 'INSTALMENT'] as const;

export const orders = defineResource({
  name: 'orders',
  path: '/orders',
  fields: {
    number: integer({ readOnly: true }),
    created_at: date({ readOnly: true, past: true }),
    pay_date: date({ nullable: true, readOnly: true }),
    cost: money({ readOnly: true }),
    payed: boolean({ readOnly: true }),
    status: enumOf(ORDER_STATUSES, { readOnly: true, labels: 'orderStatus' }),
    payment_type: enumOf(PAYMENT_TYPES, { readOnly: true, labels: 'paymentType' }),
    // the spec's own labels for the orders table (M3: 'Acquiring', 'Balance', 'Invoice'); a client's receipt says 'Банковская карта'
    issue: enumOf(ORDER_ISSUES, { readOnly: true }),
    auto_payment: boolean({ readOnly: true }),
    client_id: reference('clients', { nullable: true, hidden: true }),
    client: joinOne('clients', 'client_id', { id: reference('clients'), name: text(), phone: text({ nullable: true }) }),
    certificate_id: reference('certificates', { nullable: true, hidden: true }),
    certificate: joinOne('certificates', 'certificate_id', { id: reference('certificates'), number: text() }),
    items: json({ readOnly: true, detail: true, description: 'What was bought; the first item is the product' }),
    product: computed(text({ nullable: true, description: "The first item's name" }), { always: true }),
    kind: computed(enumOf(kinds, { description: 'A sale of one certificate, a basket of several, or a credit instalment' }), { always: true }),
    // one record's answer only (GET /orders/{id}): the sessions opened at acquirers, refunds and receipts
    payments: computed(arrayOf(group({ provider: text(), provider_order_id: text(), amount: money(), status: text(), created_at: date() }), { detail: true })),
    refunds: computed(arrayOf(group({ provider_order_id: text(), amount: money(), reason: text(), created_at: date() }), { detail: true })),
    // M4: the cash desk's receipts of the order (one source: fiscal_receipts), its sale receipt as the spec's `receipt`
    receipts: computed(arrayOf(group({
      id: text(), number: integer(), kind: enumOf(RECEIPT_KINDS, { labels: 'receiptKind' }), status: enumOf(RECEIPT_STATUSES, { labels: 'receiptStatus' }),
      amount: money(), vat: enumOf(RECEIPT_VATS, { labels: 'receiptVat' }), receipt_url: text({ nullable: true }), created_at: date(),
    }), { detail: true })),
    receipt: computed(group({ receipt_id: text(), receipt_url: text({ nullable: true }), rate_name: text() }, { detail: true, nullable: true })),
    // M9: what the paid order accrued to its client's bonus, and under which settings; null when nothing
    bonus: computed(group({ points: integer(), bonus_rate: number(), bonus_money: integer() }, { detail: true, nullable: true })),
  },
  list: {
    columns: ['number', 'cost', 'client', 'payment_type', 'issue', 'product', 'created_at', 'pay_date'],
    search: ['client.name', 'client.phone'],
    filters: ['status', 'payment_type', 'issue'],
    dateRanges: { created_at: { from: 'date_from', to: 'date_to' }, pay_date: { from: 'pay_date_from', to: 'pay_date_to' } },
    sort: ['created_at', 'pay_date'],
    nulls: { pay_date: 'greatest' },
    defaultSort: { field: 'created_at', order: 'DESC' },
    perPage: 25,
  },
  access: read(['ADMIN']),
  operations: { create: false, update: false, delete: false },
  menu: { cabinets: ['sales'], icon: 'ReceiptLong', id: 'orders', label: 'app.menu.orders', route: '/orders-list', after: 'stories' },
  representation: 'number',
});
