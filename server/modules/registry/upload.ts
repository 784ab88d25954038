/** The uploaded registry sheet (G4, O11): one file, at most 10 MB, an .xlsx by its content (docs/security.md, "Uploads: limits"). */
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../http/errors';
import { type UploadSpec, baseName, readUpload } from '../../uploads/multipart';

export const REGISTRY_UPLOAD: UploadSpec = {
  maxBytes: 10 * 1024 * 1024,
  messages: { tooLarge: 'registry.tooLarge', fileRequired: 'registry.fileRequired' },
};
const MAX_NAME_LENGTH = 200;
/** A legacy .xls is an OLE2 compound document: told apart to say what to do with it. */
const OLE2_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0]);

/** The name is only shown: path parts, control characters and quotes go. */
export const uploadedName = (input: string): string => baseName(input).slice(0, MAX_NAME_LENGTH) || 'registry.xlsx';

/** The one file of the form, whatever its field name; whether it is an .xlsx is told by sheet.ts. */
export async function readRegistryUpload(request: FastifyRequest): Promise<{ name: string; data: Buffer }> {
  const { fileName, data } = await readUpload(request, REGISTRY_UPLOAD);
  if (data.subarray(0, OLE2_MAGIC.length).equals(OLE2_MAGIC)) throw badRequest({ file: 'registry.legacyXls' }, 'registry.legacyXls');
  return { name: uploadedName(fileName), data };
}
