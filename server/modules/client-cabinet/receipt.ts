import dayjs from 'dayjs';
import type { Db } from '../../db/database';
import { conflict } from '../../http/errors';
import { documentTexts } from '../../i18n/documents';
import { enumLabel } from '../../i18n/enums';
import type { Language } from '../../i18n/messages';
import { moneyText } from '../../i18n/money';
import { field, renderPdf } from '../../pdf/pdf';
import type { RenderedDocument } from '../certificates/documents';
import { orderColumns, toClientOrder } from './orders';

const money = (value: number, language: Language) => moneyText(value, language);

/** K2: the receipt of a paid order, whatever it paid (tariffs, services or both). */
export async function orderReceiptPdf(db: Db, orderId: string, language: Language): Promise<RenderedDocument> {
  const row = await db
    .selectFrom('orders')
    .leftJoin('clients', 'clients.id', 'orders.client_id')
    .select(orderColumns)
    .select(['clients.name as client_name', 'clients.phone as client_phone'])
    .where('orders.id', '=', orderId)
    .executeTakeFirstOrThrow();
  if (row.status !== 'PAID') throw conflict(undefined, 'cabinet.noReceipt');
  const order = toClientOrder(row);
  const t = documentTexts(language);
  const content = await renderPdf({ title: `${t.receipt} ${order.number}` }, (doc) => {
    doc.font('bold').fontSize(20).text(`${t.receipt} № ${order.number}`).moveDown().fontSize(11).font('regular');
    field(doc, t.client, row.client_name ?? '—');
    if (row.client_phone) field(doc, t.phone, `+${row.client_phone}`);
    field(doc, t.payDate, order.pay_date ? dayjs(order.pay_date).format('DD.MM.YYYY HH:mm') : '—');
    field(doc, t.method, enumLabel(language, 'orderIssue', order.issue));
    doc.moveDown().font('bold').text(t.item).font('regular');
    for (const item of order.items) doc.text(`• ${item.name} — ${money(item.cost, language)}`);
    doc.moveDown();
    field(doc, t.paid, money(order.cost, language));
    field(doc, t.vat, t.noVat);
  });
  return { fileName: `${t.receipt} ${order.number}.pdf`, content };
}
