/** Reading and checking an uploaded partner document (G5, O12, O17). */
import type { FastifyRequest } from 'fastify';
import { ERROR_CODES } from '../../../common/errors';
import { ApiError, badRequest } from '../../http/errors';

/** O12: documents are PDFs under 10 MB. */
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;
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
  const base = input.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .replace(/\p{Cc}|"/gu, '')
    .trim()
    .replace(/\s+/g, '_')
    .slice(0, MAX_NAME_LENGTH);
  const stem = cleaned.replace(/\.pdf$/i, '');
  if (!stem) throw badRequest({ name: 'validation.required' });
  return `${stem}.pdf`;
}

const tooLarge = () => new ApiError(413, 'documents.tooLarge', ERROR_CODES.validation, { file: 'documents.tooLarge' });

/** Reads the form in whatever order its parts come: partner_id and one file. */
export async function readDocumentForm(request: FastifyRequest): Promise<UploadedDocument> {
  let partnerId: string | undefined;
  let file: { name: string; data: Buffer } | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: MAX_DOCUMENT_BYTES, files: 1, fields: 5 } })) {
      if (part.type === 'file') file = { name: part.filename, data: await part.toBuffer() };
      else if (part.fieldname === 'partner_id' && typeof part.value === 'string') partnerId = part.value;
    }
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode === 413) throw tooLarge();
    throw error;
  }
  if (!file || file.data.length === 0) throw badRequest({ file: 'documents.fileRequired' });
  if (!isPdf(file.data)) throw badRequest({ file: 'documents.wrongFormat' });
  return { partnerId, name: documentName(file.name), data: file.data };
}
