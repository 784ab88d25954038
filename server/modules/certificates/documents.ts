import dayjs from 'dayjs';
import type { Db } from '../../db/database';
import { documentTexts } from '../../i18n/documents';
import { enumLabel, unitCount } from '../../i18n/enums';
import type { Language } from '../../i18n/messages';
import { moneyText } from '../../i18n/money';
import { type Pdf, field, renderPdf } from '../../pdf/pdf';
import type { CertificateCard } from './card-schemas';
import { getCertificateCard } from './card-service';
import { certificateTemplate, drawTemplate } from './template-layout';

const day = (value: string | null) => (value ? dayjs(value).format('DD.MM.YYYY') : '—');
const money = (value: number, language: Language) => moneyText(value, language, { kopecks: false });

export interface RenderedDocument {
  fileName: string;
  content: Buffer;
}

function heading(doc: Pdf, title: string, number: string) {
  doc.font('bold').fontSize(20).text(`${title} № ${number}`).moveDown().fontSize(11).font('regular');
}

function holder(doc: Pdf, card: CertificateCard, t: ReturnType<typeof documentTexts>) {
  field(doc, t.client, card.client?.name ?? '—');
  if (card.client?.phone) field(doc, t.phone, `+${card.client.phone}`);
}

/**
 * The certificate itself (C12). With a password (an agent's copy sent to the client) the file opens
 * only with the last four digits of the client's phone.
 */
export async function certificatePdf(db: Db, id: string, language: Language, withPassword: boolean): Promise<RenderedDocument> {
  const card = await getCertificateCard(db, id, language);
  const t = documentTexts(language);
  const password = withPassword ? (card.client?.phone?.slice(-4) ?? card.number.slice(-4)) : undefined;
  const template = await certificateTemplate(db, card.rate_id);
  const options = { title: `${t.certificate} ${card.number}`, userPassword: password, landscape: template?.orientation === 'LANDSCAPE' };
  const content = await renderPdf(options, (doc) => {
    if (template) {
      const values = { number: card.number, client: card.client?.name ?? '', tariff: card.rate?.name ?? '', start_date: day(card.startDate), end_date: day(card.finishDate), partner: card.partner?.name ?? '' };
      return drawTemplate(doc, template, values);
    }
    heading(doc, t.certificate, card.number);
    field(doc, t.tariff, card.rate?.name ?? '—');
    holder(doc, card, t);
    field(doc, t.validFrom, day(card.startDate));
    field(doc, t.validTo, day(card.finishDate));
    field(doc, t.price, money(card.price, language));
    if (card.status !== 'ACTIVE') doc.moveDown().fillColor('#b00020').text(t.notActive).fillColor('black');
    doc.moveDown().font('bold').text(t.services).font('regular');
    for (const service of card.rate?.services ?? []) {
      const limit = service.limit === null || !service.unit ? t.unlimited : unitCount(language, service.unit, service.limit);
      doc.text(`• ${service.name} — ${limit}`);
    }
  });
  return { fileName: `${t.certificate} ${card.number}.pdf`, content };
}

/** The payment check of the certificate's latest paid order (C12). */
export async function receiptPdf(db: Db, id: string, language: Language): Promise<RenderedDocument> {
  const card = await getCertificateCard(db, id, language);
  const t = documentTexts(language);
  const order = card.items.find((item) => item.payed);
  const content = await renderPdf({ title: `${t.receipt} ${card.number}` }, (doc) => {
    heading(doc, t.receipt, card.number);
    holder(doc, card, t);
    field(doc, t.tariff, card.rate?.name ?? '—');
    if (!order) {
      doc.moveDown().text(t.noPayment);
      return;
    }
    field(doc, t.order, String(order.number));
    field(doc, t.payDate, day(order.pay_date));
    field(doc, t.method, enumLabel(language, 'orderIssue', order.issue));
    field(doc, t.paid, money(order.cost, language));
    field(doc, t.vat, t.noVat);
  });
  return { fileName: `${t.receipt} ${card.number}.pdf`, content };
}

/** The insurer's policy issued with the certificate (C12, /euroins/{id}/pdf). */
export async function policyPdf(db: Db, id: string, language: Language): Promise<RenderedDocument> {
  const card = await getCertificateCard(db, id, language);
  const t = documentTexts(language);
  const content = await renderPdf({ title: `${t.policy} ${card.number}` }, (doc) => {
    heading(doc, t.policy, card.number);
    field(doc, t.insurer, 'Euroins');
    field(doc, t.insured, card.client?.name ?? '—');
    field(doc, t.tariff, card.rate?.name ?? '—');
    field(doc, t.validFrom, day(card.startDate));
    field(doc, t.validTo, day(card.finishDate));
    doc.moveDown().text(t.policyNote);
  });
  return { fileName: `${t.policy} ${card.number}.pdf`, content };
}
