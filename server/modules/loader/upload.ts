/** The uploaded accounts sheet (M7): one file, at most 5 MB (docs/security.md, "Uploads: limits"). */
import type { FastifyRequest } from 'fastify';
import { type UploadSpec, baseName, readUpload } from '../../uploads/multipart';

export const LOADER_UPLOAD: UploadSpec = {
  maxBytes: 5 * 1024 * 1024,
  messages: { tooLarge: 'loader.tooLarge', fileRequired: 'loader.fileRequired' },
};
const MAX_NAME_LENGTH = 200;

/** The one file of the upload form, whatever its field name; the name is only shown in the task list. */
export async function readSheetUpload(request: FastifyRequest): Promise<{ name: string; data: Buffer }> {
  const { fileName, data } = await readUpload(request, LOADER_UPLOAD);
  return { name: baseName(fileName).slice(0, MAX_NAME_LENGTH) || 'accounts.xlsx', data };
}
