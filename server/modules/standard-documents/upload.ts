/** K6: a published standard document (docs/security.md, "Uploads: limits"); any file, kept and served as bytes. */
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../http/errors';
import { type UploadSpec, baseName, readUpload } from '../../uploads/multipart';
import { isPdf } from '../documents/upload';

export const STANDARD_DOCUMENT_UPLOAD: UploadSpec = {
  maxBytes: 20 * 1024 * 1024,
  fields: ['title'],
  messages: { tooLarge: 'standardDocuments.tooLarge', fileRequired: 'standardDocuments.fileRequired' },
};
const MAX_TITLE = 200;

export interface UploadedStandardDocument {
  title: string;
  fileName: string;
  mime: string;
  data: Buffer;
}

/** The name kept for downloads: its last path part, no control characters or quotes, spaces as _ (O17). */
const fileNameOf = (input: string) => baseName(input).replace(/\s+/g, '_').slice(-MAX_TITLE) || 'document';

/** Multipart: `title` (optional, else the file name) and one `file`; the type is told by content, not by the browser. */
export async function readStandardDocumentForm(request: FastifyRequest): Promise<UploadedStandardDocument> {
  const { fileName: sent, data, fields } = await readUpload(request, STANDARD_DOCUMENT_UPLOAD);
  const title = (fields.title ?? '').trim();
  if (title.length > MAX_TITLE) throw badRequest({ title: 'validation.failed' });
  const fileName = fileNameOf(sent);
  return { title: title || fileName, fileName, mime: isPdf(data) ? 'application/pdf' : 'application/octet-stream', data };
}
