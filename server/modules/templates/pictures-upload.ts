/** Reading and checking an uploaded template picture (M8; docs/security.md, "Uploads: limits"). */
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { type UploadSpec, baseName, readUpload } from '../../uploads/multipart';
import { type PictureBounds, pictureMimeOf } from '../../uploads/pictures';
import { badRequest } from '../../http/errors';

/** A template's picture: up to 5 MB, the name the file had unless one is given. */
export const PICTURE_UPLOAD: UploadSpec = {
  maxBytes: 5 * 1024 * 1024,
  fields: ['name'],
  messages: { tooLarge: 'pictures.tooLarge', fileRequired: 'pictures.fileRequired' },
};

/**
 * A certificate's background at 300 dpi on A4 is 3508 × 2480; a side up to 6000 and 25 megapixels leave room for
 * larger prints while one decode stays near 100 MB of pixels at most; under 16 pixels a side is no picture.
 */
export const PICTURE_BOUNDS: PictureBounds = { minSide: 16, maxSide: 6000, maxPixels: 25_000_000 };

const MAX_NAME_LENGTH = 200;

export interface UploadedPicture {
  name: string;
  data: Buffer;
  /** Of the bytes as uploaded: the same file uploaded again is the picture already stored. */
  sha256: string;
}

/** The name shown for the picture: the given one, else the file's without its path and extension. */
function pictureName(given: string | undefined, fileName: string): string {
  const name = (given?.trim() || baseName(fileName).replace(/\.(jpe?g|png|webp)$/i, '')).slice(0, MAX_NAME_LENGTH).trim();
  if (!name) throw badRequest({ name: 'templatePictures.nameRequired' });
  return name;
}

/** The form's one file and its optional name; only a JPEG, PNG or WebP by its bytes goes on to be decoded. */
export async function readPictureUpload(request: FastifyRequest): Promise<UploadedPicture> {
  const { fileName, data, fields } = await readUpload(request, PICTURE_UPLOAD);
  if (!pictureMimeOf(data)) throw badRequest({ file: 'pictures.wrongFormat' }, 'pictures.wrongFormat');
  return { name: pictureName(fields.name, fileName), data, sha256: createHash('sha256').update(data).digest('hex') };
}
