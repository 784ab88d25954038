/**
 * The online cash desk's receipts (M4) for the admin: the history at /cashbox-history (the spec's columns: date, tariff,
 * amount, VAT, download) and one receipt at /cashbox-history/{id} with its fiscal data. A receipt is issued for every
 * payment and refund (server/modules/cashbox): queued with the money, fiscalised by the register in the background.
 * GET /receipt is the history, GET /receipt/{id} one receipt, PUT /receipt issues one for a paid order and
 * GET /receipt/all an order's receipts (decision M4/calls). Money in kopecks; the VAT is the server's.
 */
import { RECEIPT_KINDS, RECEIPT_STATUSES, RECEIPT_VATS } from '../enums';
import { date, defineResource, enumOf, integer, joinOne, json, reference, text } from '../resource';

export const cashbox = defineResource({
  name: 'cashbox',
  table: 'fiscal_receipts',
  path: '/receipt',
  fields: {
    number: integer({ readOnly: true }),
    created_at: date({ readOnly: true, past: true }),
    kind: enumOf(RECEIPT_KINDS, { readOnly: true, labels: 'receiptKind', description: 'A sale (приход) or its refund (возврат прихода)' }),
    status: enumOf(RECEIPT_STATUSES, { readOnly: true, labels: 'receiptStatus', description: 'QUEUED, sent to the register (SENT), fiscalised (DONE) or FAILED' }),
    rate_name: text({ readOnly: true, description: 'What was paid for: the tariff, or the items of a basket' }),
    amount_kopecks: integer({ readOnly: true, description: 'The sum of the receipt, in kopecks' }),
    vat: enumOf(RECEIPT_VATS, { readOnly: true, labels: 'receiptVat', description: "20 % inside the price, or 'Без НДС'" }),
    vat_kopecks: integer({ readOnly: true, description: 'The VAT inside the sum, in kopecks (0 without VAT)' }),
    order_id: reference('orders', { readOnly: true, hidden: true }),
    order: joinOne('orders', 'order_id', { id: reference('orders'), number: integer() }),
    refund_of: reference('cashbox', { readOnly: true, nullable: true, description: 'The sale receipt a refund receipt returns' }),
    customer: text({ readOnly: true, nullable: true, detail: true, description: "The buyer's e-mail or phone the register sends the receipt to" }),
    receipt_url: text({ readOnly: true, nullable: true, description: "The receipt's page at the register (OFD) once fiscalised" }),
    provider: text({ readOnly: true, nullable: true, detail: true }),
    provider_id: text({ readOnly: true, nullable: true, detail: true, description: "The register's id of the receipt" }),
    fiscal: json({ readOnly: true, nullable: true, detail: true, description: 'The fiscal data: ФН, ФД, ФП, shift, receipt number and time' }),
    attempts: integer({ readOnly: true, detail: true }),
    last_error: text({ readOnly: true, nullable: true, detail: true }),
    registered_at: date({ readOnly: true, nullable: true }),
  },
  list: {
    columns: ['created_at', 'rate_name', 'amount_kopecks', 'vat', 'kind', 'status'],
    search: ['rate_name'],
    filters: ['status', 'kind', 'vat'],
    dateRanges: { created_at: { from: 'date_from', to: 'date_to' } },
    sort: ['created_at'],
    defaultSort: { field: 'created_at', order: 'DESC' },
    perPage: 25,
  },
  access: { list: ['ADMIN'], show: ['ADMIN'], create: ['ADMIN'] },
  operations: { create: false, update: false, delete: false },
  menu: { cabinets: ['sales'], icon: 'ReceiptLong', id: 'cashboxHistory', label: 'app.menu.cashboxHistory', parent: 'cashbox', after: 'cashboxIssue', route: '/cashbox-history' },
  show: true,
  representation: 'number',
});
