/** Reading the uploaded registry sheet (G4, O11): one file, at most 10 MB, an .xlsx by its content. */
import type { FastifyRequest } from 'fastify';
import { ERROR_CODES } from '../../../common/errors';
import { ApiError, badRequest } from '../../http/errors';

export const MAX_REGISTRY_BYTES = 10 * 1024 * 1024;
const MAX_NAME_LENGTH = 200;
/** An .xlsx is a zip archive ('PK'); a legacy .xls is an OLE2 compound document. */
const ZIP_MAGIC = Buffer.from('PK');
const OLE2_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0]);

const startsWith = (data: Buffer, magic: Buffer) => data.subarray(0, magic.length).equals(magic);

/** What the file is, told by its bytes: a name or a browser-sent type proves nothing. */
export function checkSheetContent(data: Buffer): void {
  if (startsWith(data, OLE2_MAGIC)) throw badRequest({ file: 'registry.legacyXls' }, 'registry.legacyXls');
  if (!startsWith(data, ZIP_MAGIC)) throw badRequest({ file: 'registry.wrongFormat' }, 'registry.wrongFormat');
}

/** The name is only shown: path parts, control characters and quotes go. */
export function uploadedName(input: string): string {
  const base = (input.split(/[\\/]/).pop() ?? '').replace(/\p{Cc}|"/gu, '').trim();
  return base.slice(0, MAX_NAME_LENGTH) || 'registry.xlsx';
}

/** The one file of the form, whatever its field name. */
export async function readRegistryUpload(request: FastifyRequest): Promise<{ name: string; data: Buffer }> {
  let file: { name: string; data: Buffer } | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: MAX_REGISTRY_BYTES, files: 1, fields: 5 } })) {
      if (part.type === 'file') file = { name: part.filename, data: await part.toBuffer() };
    }
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode === 413) {
      throw new ApiError(413, 'registry.tooLarge', ERROR_CODES.validation, { file: 'registry.tooLarge' });
    }
    throw error;
  }
  if (!file || file.data.length === 0) throw badRequest({ file: 'registry.fileRequired' });
  checkSheetContent(file.data);
  return { name: uploadedName(file.name), data: file.data };
}
