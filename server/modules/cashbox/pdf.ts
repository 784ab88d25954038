/** M4: a receipt as PDF: what was paid, the VAT, and once fiscalised its fiscal data and the register's URL. */
import dayjs from 'dayjs';
import type { Db } from '../../db/database';
import { notFound } from '../../http/errors';
import { type Language, translate } from '../../i18n/messages';
import { moneyText } from '../../i18n/money';
import { field, renderPdf } from '../../pdf/pdf';
import type { FiscalData } from '../../providers/fiscal/types';
import { linesOf } from './queue';

export async function receiptPdf(db: Db, where: { id: string } | { fn: string; fd: number; fp: number }, language: Language) {
  let query = db
    .selectFrom('fiscal_receipts as r')
    .innerJoin('orders as o', 'o.id', 'r.order_id')
    .select(['r.number', 'r.kind', 'r.vat', 'r.vat_kopecks', 'r.amount_kopecks', 'r.rate_name', 'r.customer', 'r.created_at', 'r.status', 'r.fiscal', 'r.receipt_url', 'o.number as order_number', 'o.items', 'o.cost']);
  query = 'id' in where
    ? query.where('r.id', '=', where.id)
    : query.where('r.status', '=', 'DONE').where((eb) => eb.and([
      eb(eb.ref('r.fiscal', '->>').key('fn_number'), '=', where.fn),
      eb(eb.ref('r.fiscal', '->>').key('fiscal_document_number'), '=', String(where.fd)),
      eb(eb.ref('r.fiscal', '->>').key('fiscal_document_attribute'), '=', String(where.fp)),
    ]));
  const row = await query.executeTakeFirst();
  if (!row) throw notFound();
  const t = (key: Parameters<typeof translate>[1], params?: Record<string, string | number>) => translate(language, key, params);
  const money = (kopecks: number) => moneyText(kopecks / 100, language);
  const title = t('cashbox.pdf.title', { number: row.number });
  const content = await renderPdf({ title }, (doc) => {
    doc.font('bold').fontSize(18).text(title).fontSize(12).text(t(row.kind === 'SELL' ? 'cashbox.pdf.sell' : 'cashbox.pdf.refund')).moveDown().fontSize(11).font('regular');
    field(doc, t('cashbox.pdf.order'), `№ ${row.order_number}`);
    field(doc, t('cashbox.pdf.date'), dayjs(row.created_at).format('DD.MM.YYYY HH:mm'));
    if (row.customer) field(doc, t('cashbox.pdf.customer'), row.customer);
    doc.moveDown();
    for (const line of linesOf({ number: row.order_number, items: row.items, cost: row.cost }, row.vat, row.rate_name)) {
      doc.text(`${line.name} — ${line.quantity} × ${money(line.priceKopecks)} = ${money(line.sumKopecks)}`);
    }
    doc.moveDown();
    field(doc, t('cashbox.pdf.total'), money(row.amount_kopecks));
    doc.text(row.vat === 'VAT20' ? `${t('cashbox.pdf.vat20')}: ${money(row.vat_kopecks)}` : t('cashbox.pdf.noVat'));
    doc.moveDown();
    const fiscal = row.fiscal as FiscalData | null;
    if (row.status === 'DONE' && fiscal) {
      doc.text(t('cashbox.pdf.fiscal', {
        fn: fiscal.fn_number, fd: fiscal.fiscal_document_number, fp: fiscal.fiscal_document_attribute, shift: fiscal.shift_number, receipt: fiscal.fiscal_receipt_number,
      }));
      doc.text(dayjs(fiscal.receipt_datetime).format('DD.MM.YYYY HH:mm'));
      if (row.receipt_url) field(doc, t('cashbox.pdf.url'), row.receipt_url);
    } else {
      doc.text(t('cashbox.pdf.notYet'));
    }
  });
  return { fileName: `${title}.pdf`, content };
}
