import dayjs from 'dayjs';
import type { Db } from '../../db/database';
import { notFound } from '../../http/errors';
import { documentTexts } from '../../i18n/documents';
import type { Language } from '../../i18n/messages';
import { moneyText } from '../../i18n/money';
import { field, renderPdf } from '../../pdf/pdf';

const money = (value: number, language: Language) => moneyText(value, language, { currency: '₽' });

/**
 * The invoice ('Счет', D4 print): what a legal-entity client pays by bank transfer, with the online
 * payment address for those who prefer a card.
 */
export async function invoicePdf(db: Db, orderId: string, sellerName: string, paymentUrl: string, language: Language) {
  const order = await db
    .selectFrom('orders as o')
    .leftJoin('certificates as c', 'c.id', 'o.certificate_id')
    .leftJoin('clients as cl', 'cl.id', 'o.client_id')
    .select(['o.number', 'o.cost', 'o.created_at', 'c.number as certificate_number', 'c.rate_name', 'c.period', 'c.company', 'cl.name as client_name'])
    .where('o.id', '=', orderId)
    .executeTakeFirst();
  if (!order) throw notFound();
  const t = documentTexts(language);
  const payer = (order.company?.company as string | undefined) ?? order.client_name ?? '—';
  const title = `${t.invoice} № ${order.number} ${t.invoiceFrom} ${dayjs(order.created_at).format('DD.MM.YYYY')}`;
  const content = await renderPdf({ title }, (doc) => {
    doc.font('bold').fontSize(18).text(title).moveDown().fontSize(11).font('regular');
    field(doc, t.seller, sellerName);
    field(doc, t.payer, payer);
    doc.moveDown();
    field(doc, t.item, `${t.certificate} ${order.certificate_number ?? ''} — ${order.rate_name ?? ''}, ${order.period ?? ''} ${t.months}`);
    field(doc, t.total, money(order.cost, language));
    field(doc, t.vat, t.noVat);
    doc.moveDown().fillColor('#1565c0').text(`${t.payOnline}: ${paymentUrl}`, { link: paymentUrl, underline: true }).fillColor('black');
  });
  // D4/O17: the file is 'Счет.pdf'; the number is in its title
  return { fileName: `${t.invoice}.pdf`, content };
}
