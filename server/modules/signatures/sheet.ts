/** The signed sheet (M5): one PDF page naming the files with their SHA-256, the signer, the time, the address and the code's hash. */
import { type Language, translate } from '../../i18n/messages';
import { field, renderPdf } from '../../pdf/pdf';
import type { OrderFile } from './orders';

export interface SheetFacts {
  orderId: string;
  signer: { name: string | null; phone: string };
  sender: string | null;
  sentAt: Date;
  signedAt: Date;
  ip: string | null;
  userAgent: string | null;
  codeHash: string;
  files: OrderFile[];
}

const when = (date: Date) => `${date.toISOString().replace('T', ' ').slice(0, 19)} UTC`;

export function renderSheet(facts: SheetFacts, language: Language): Promise<Buffer> {
  const t = (key: Parameters<typeof translate>[1]) => translate(language, key);
  return renderPdf({ title: t('signing.sheetTitle') }, (doc) => {
    doc.font('bold').fontSize(16).text(t('signing.sheetTitle')).moveDown(0.5);
    doc.font('regular').fontSize(10).text(t('signing.sheetIntro')).moveDown();
    field(doc, t('signing.sheetOrder'), facts.orderId);
    field(doc, t('signing.sheetSigner'), facts.signer.name ?? '—');
    field(doc, t('signing.sheetPhone'), `+${facts.signer.phone}`);
    field(doc, t('signing.sheetSender'), facts.sender ?? '—');
    field(doc, t('signing.sheetSentAt'), when(facts.sentAt));
    field(doc, t('signing.sheetSignedAt'), when(facts.signedAt));
    field(doc, t('signing.sheetIp'), facts.ip ?? '—');
    field(doc, t('signing.sheetUserAgent'), facts.userAgent ?? '—');
    field(doc, t('signing.sheetCodeHash'), facts.codeHash);
    doc.moveDown().font('bold').text(t('signing.sheetFiles')).font('regular');
    facts.files.forEach((file, i) => {
      doc.text(`${i + 1}. ${file.name} (${file.size} B)`).fontSize(8).text(file.sha256).fontSize(10).moveDown(0.3);
    });
  });
}
