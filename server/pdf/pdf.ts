import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyReply } from 'fastify';

const require = createRequire(import.meta.url);
const fontDir = path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');

/** DejaVu covers Cyrillic and the Kazakh letters; pdfkit's built-in fonts do not. */
export const FONTS = {
  regular: path.join(fontDir, 'DejaVuSans.ttf'),
  bold: path.join(fontDir, 'DejaVuSans-Bold.ttf'),
};

export type Pdf = PDFKit.PDFDocument;

export interface PdfOptions {
  title: string;
  /** When set, the file opens only with this password. */
  userPassword?: string;
  /** An A4 page on its side (a certificate template's orientation); upright otherwise. */
  landscape?: boolean;
}

/** Renders a PDF into a buffer: `draw` writes the content with the regular font selected. */
export async function renderPdf({ title, userPassword, landscape = false }: PdfOptions, draw: (doc: Pdf) => void): Promise<Buffer> {
  // pdfkit with its font engine is ~10 MiB of memory that only document downloads need
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    layout: landscape ? 'landscape' : 'portrait',
    margin: 50,
    info: { Title: title, Producer: 'certificates-gw' },
    ...(userPassword ? { userPassword, ownerPassword: `${userPassword}-owner`, permissions: { printing: 'highResolution' } } : {}),
  });
  doc.registerFont('regular', FONTS.regular);
  doc.registerFont('bold', FONTS.bold);
  doc.font('regular');
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    draw(doc);
    doc.end();
  });
}

/** A label and value line: the label in bold. */
export function field(doc: Pdf, label: string, value: string) {
  doc.font('bold').text(`${label}: `, { continued: true }).font('regular').text(value);
}

/** `Content-Disposition` for a download: spaces become underscores (O17), non-ASCII names per RFC 5987. */
export function attachment(fileName: string): string {
  const safe = fileName.replace(/\s+/g, '_').replace(/["\\/\r\n]/g, '');
  const ascii = safe.replace(/[^\x20-\x7e]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(safe)}`;
}

/** Answers with a rendered PDF as a download named after it. */
export function sendPdf(reply: FastifyReply, document: { fileName: string; content: Buffer }) {
  return reply.type('application/pdf').header('content-disposition', attachment(document.fileName)).send(document.content);
}
