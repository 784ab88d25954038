/** Reading and checking an uploaded partner document (G5, O12, O17; docs/security.md, "Uploads: limits"). */
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../http/errors';
import { type UploadSpec, baseName, readUpload } from '../../uploads/multipart';

/** O12: documents are PDFs under 10 MB; the server keeps and serves their bytes, it never parses them. */
export const DOCUMENT_UPLOAD: UploadSpec = {
  maxBytes: 10 * 1024 * 1024,
  fields: ['partner_id'],
  messages: { tooLarge: 'documents.tooLarge', fileRequired: 'documents.fileRequired' },
};
const PDF_MAGIC = Buffer.from('%PDF-');
const MAX_NAME_LENGTH = 200;

export interface UploadedDocument {
  partnerId: string | undefined;
  name: string;
  data: Buffer;
}

/** Only the file's content tells a PDF: a name or a browser-sent type proves nothing. */
export const isPdf = (data: Buffer) => data.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC);

/** O17: whitespace becomes underscores; path parts and control characters go; the name keeps a .pdf ending. */
export function documentName(input: string): string {
  const cleaned = baseName(input).replace(/\s+/g, '_').slice(0, MAX_NAME_LENGTH);
  const stem = cleaned.replace(/\.pdf$/i, '');
  if (!stem) throw badRequest({ name: 'validation.required' });
  return `${stem}.pdf`;
}

/** Reads the form in whatever order its parts come: partner_id and one file. */
export async function readDocumentForm(request: FastifyRequest): Promise<UploadedDocument> {
  const { fileName, data, fields } = await readUpload(request, DOCUMENT_UPLOAD);
  if (!isPdf(data)) throw badRequest({ file: 'documents.wrongFormat' });
  return { partnerId: fields.partner_id, name: documentName(fileName), data };
}

/** POST /docs/{id}: the new version's bytes alone; the document keeps its name and partner. */
export async function readReplacement(request: FastifyRequest): Promise<Buffer> {
  const { data } = await readUpload(request, { ...DOCUMENT_UPLOAD, fields: [] });
  if (!isPdf(data)) throw badRequest({ file: 'documents.wrongFormat' });
  return data;
}
