import type { FastifyRequest } from 'fastify';
import { ERROR_CODES } from '../../../common/errors';
import { ApiError, badRequest } from '../../http/errors';
import { isPdf } from '../documents/upload';

export const MAX_STANDARD_DOCUMENT_BYTES = 20 * 1024 * 1024;
const MAX_TITLE = 200;

export interface UploadedStandardDocument {
  title: string;
  fileName: string;
  mime: string;
  data: Buffer;
}

const tooLarge = () => new ApiError(413, 'standardDocuments.tooLarge', ERROR_CODES.validation, { file: 'standardDocuments.tooLarge' });

/** The name kept for downloads: its last path part, no control characters or quotes, spaces as _ (O17). */
function fileNameOf(input: string): string {
  const base = (input.split(/[\\/]/).pop() ?? '').replace(/\p{Cc}|"/gu, '').trim().replace(/\s+/g, '_');
  return base.slice(-MAX_TITLE) || 'document';
}

/** Multipart: `title` (optional, else the file name) and one `file`; the type is told by content, not by the browser. */
export async function readStandardDocumentForm(request: FastifyRequest): Promise<UploadedStandardDocument> {
  let title = '';
  let file: { name: string; data: Buffer } | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: MAX_STANDARD_DOCUMENT_BYTES, files: 1, fields: 5 } })) {
      if (part.type === 'file') file = { name: part.filename, data: await part.toBuffer() };
      else if (part.fieldname === 'title' && typeof part.value === 'string') title = part.value.trim();
    }
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode === 413) throw tooLarge();
    throw error;
  }
  if (!file || file.data.length === 0) throw badRequest({ file: 'standardDocuments.fileRequired' });
  if (title.length > MAX_TITLE) throw badRequest({ title: 'validation.failed' });
  const fileName = fileNameOf(file.name);
  return { title: title || fileName, fileName, mime: isPdf(file.data) ? 'application/pdf' : 'application/octet-stream', data: file.data };
}
