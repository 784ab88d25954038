import type { FastifyRequest } from 'fastify';
import { ERROR_CODES } from '../../../common/errors';
import { ApiError, badRequest } from '../../http/errors';

export const MAX_SHEET_BYTES = 5 * 1024 * 1024;
const MAX_NAME_LENGTH = 200;

/** The one file of the upload form, whatever its field name. */
export async function readSheetUpload(request: FastifyRequest): Promise<{ name: string; data: Buffer }> {
  let file: { name: string; data: Buffer } | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: MAX_SHEET_BYTES, files: 1, fields: 5 } })) {
      if (part.type === 'file') file = { name: part.filename, data: await part.toBuffer() };
    }
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode === 413) {
      throw new ApiError(413, 'loader.tooLarge', ERROR_CODES.validation, { file: 'loader.tooLarge' });
    }
    throw error;
  }
  if (!file || file.data.length === 0) throw badRequest({ file: 'loader.fileRequired' });
  // the name is only shown in the task list: path parts, control characters and quotes go
  const base = [...(file.name.split(/[\\/]/).pop() ?? '')].filter((char) => char >= ' ' && char !== '\u007f' && char !== '"').join('');
  const name = base.trim().slice(0, MAX_NAME_LENGTH) || 'accounts.xlsx';
  return { name, data: file.data };
}
