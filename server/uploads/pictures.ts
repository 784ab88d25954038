/**
 * Pictures taken by uploads (templates' pictures; later the stories'): told by their bytes, their size read from the
 * header before anything is decoded, then decoded by sharp (libvips on libuv's threadpool, off the event loop) with its
 * pixel limit on, and written again without their metadata (EXIF, GPS). docs/security.md, "Uploads: limits".
 */
import sharp from 'sharp';
import { ERROR_CODES } from '../../common/errors';
import { ApiError, badRequest } from '../http/errors';
import type { MessageKey } from '../i18n/messages';
import { Gate } from './gate';
import { OVERLOADED_RETRY_SECONDS } from './sheet-reader';

// one libvips thread per image and no operation cache: memory and CPU stay bounded by the gate below
sharp.concurrency(1);
sharp.cache(false);

/** At most two pictures decoded at once per process, eight more wait; the next is answered 503. */
const gate = new Gate(2, 8);

export type PictureMime = 'image/jpeg' | 'image/png' | 'image/webp';

export interface PictureBounds {
  minSide: number;
  maxSide: number;
  /** sharp's `limitInputPixels` too: a header that lies about its size is stopped while decoding. */
  maxPixels: number;
}

export interface Picture {
  mime: PictureMime;
  width: number;
  height: number;
  data: Buffer;
}

const SIGNATURES: { mime: PictureMime; format: string; matches: (data: Buffer) => boolean }[] = [
  { mime: 'image/jpeg', format: 'jpeg', matches: (data) => data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff },
  { mime: 'image/png', format: 'png', matches: (data) => data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  { mime: 'image/webp', format: 'webp', matches: (data) => data.toString('latin1', 0, 4) === 'RIFF' && data.toString('latin1', 8, 12) === 'WEBP' },
];

/** The picture's type by its first bytes; a name or the browser's type proves nothing. */
export const pictureMimeOf = (data: Buffer): PictureMime | undefined => SIGNATURES.find((s) => s.matches(data))?.mime;

const refused = (key: MessageKey, params: Record<string, number> = {}) => new ApiError(400, key, ERROR_CODES.validation, { file: key }, params);

function decodeFailure(error: unknown, bounds: PictureBounds): ApiError {
  const message = error instanceof Error ? error.message : '';
  if (/pixel limit/i.test(message)) return refused('pictures.tooManyPixels', { limit: Math.floor(bounds.maxPixels / 1_000_000) });
  if (/unsupported image format/i.test(message)) return badRequest({ file: 'pictures.wrongFormat' }, 'pictures.wrongFormat');
  return badRequest({ file: 'pictures.unreadable' }, 'pictures.unreadable');
}

async function decode(data: Buffer, mime: PictureMime, bounds: PictureBounds): Promise<Picture> {
  const format = SIGNATURES.find((s) => s.mime === mime)!.format;
  const input = () => sharp(data, { limitInputPixels: bounds.maxPixels, failOn: 'error', autoOrient: true });
  const meta = await input().metadata();
  if (meta.format !== format) throw badRequest({ file: 'pictures.wrongFormat' }, 'pictures.wrongFormat');
  // the header's size, turned as the picture is shown (EXIF orientation), before a single pixel is decoded
  const width = meta.autoOrient?.width ?? meta.width ?? 0;
  const height = meta.autoOrient?.height ?? meta.height ?? 0;
  if (width > bounds.maxSide || height > bounds.maxSide) throw refused('pictures.tooWide', { max: bounds.maxSide });
  if (width * height > bounds.maxPixels) throw refused('pictures.tooManyPixels', { limit: Math.floor(bounds.maxPixels / 1_000_000) });
  if (width < bounds.minSide || height < bounds.minSide) throw refused('pictures.tooSmall', { min: bounds.minSide });
  const { data: written, info } = await input()
    .toFormat(format as 'jpeg' | 'png' | 'webp', format === 'png' ? {} : { quality: 90 })
    .toBuffer({ resolveWithObject: true });
  return { mime, width: info.width, height: info.height, data: written };
}

/**
 * The uploaded bytes as a checked picture: JPEG, PNG or WebP by their signature, within the bounds, fully decoded
 * (a damaged file is refused, 400 under `file`) and written again without metadata; 503 while too many wait.
 */
export async function readPicture(data: Buffer, bounds: PictureBounds): Promise<Picture> {
  const mime = pictureMimeOf(data);
  if (!mime) throw badRequest({ file: 'pictures.wrongFormat' }, 'pictures.wrongFormat');
  const outcome = await gate.run(() =>
    decode(data, mime, bounds).catch((error: unknown) => {
      throw error instanceof ApiError ? error : decodeFailure(error, bounds);
    }),
  );
  if (outcome === null) throw new ApiError(503, 'error.overloaded', ERROR_CODES.unavailable, undefined, { seconds: OVERLOADED_RETRY_SECONDS });
  return outcome;
}

/** A stored picture at most `width` pixels wide (never enlarged), in its own format; 503 while too many wait. */
export async function resizedPicture(picture: { mime: PictureMime; data: Buffer }, width: number): Promise<Buffer> {
  const format = SIGNATURES.find((s) => s.mime === picture.mime)!.format as 'jpeg' | 'png' | 'webp';
  const outcome = await gate.run(() => sharp(picture.data).resize({ width, withoutEnlargement: true }).toFormat(format).toBuffer());
  if (outcome === null) throw new ApiError(503, 'error.overloaded', ERROR_CODES.unavailable, undefined, { seconds: OVERLOADED_RETRY_SECONDS });
  return outcome;
}
