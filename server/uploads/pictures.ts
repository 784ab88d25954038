/**
 * Pictures taken by uploads (templates' pictures, the stories' slides and covers, the concierge offers' icons): told by their bytes, their size read from the
 * header before anything is decoded, then decoded by sharp (libvips on libuv's threadpool, off the event loop) with its
 * pixel limit on, and written again without their metadata (EXIF, GPS). docs/security.md, "Uploads: limits".
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
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

export type PictureMime = 'image/jpeg' | 'image/png' | 'image/webp' | 'image/gif';
type StillMime = Exclude<PictureMime, 'image/gif'>;
const STILL: readonly StillMime[] = ['image/jpeg', 'image/png', 'image/webp'];

export interface PictureBounds<M extends PictureMime = StillMime> {
  minSide: number;
  maxSide: number;
  /** sharp's `limitInputPixels` too: a header that lies about its size is stopped while decoding. */
  maxPixels: number;
  /** The types taken (JPEG, PNG and WebP when absent) and the text refusing another (`pictures.wrongFormat`). */
  formats?: readonly M[];
  wrongFormat?: MessageKey;
  /** A box narrower than maxSide × maxSide (a story's 1740 × 980), refused with `pictures.outOfBox`. */
  box?: { width: number; height: number };
}

export interface Picture<M extends PictureMime = StillMime> {
  mime: M;
  width: number;
  height: number;
  data: Buffer;
}

const SIGNATURES: { mime: PictureMime; format: string; matches: (data: Buffer) => boolean }[] = [
  { mime: 'image/jpeg', format: 'jpeg', matches: (data) => data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff },
  { mime: 'image/png', format: 'png', matches: (data) => data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  { mime: 'image/webp', format: 'webp', matches: (data) => data.toString('latin1', 0, 4) === 'RIFF' && data.toString('latin1', 8, 12) === 'WEBP' },
  { mime: 'image/gif', format: 'gif', matches: (data) => /^GIF8[79]a$/.test(data.toString('latin1', 0, 6)) },
];
type Format = 'jpeg' | 'png' | 'webp' | 'gif';

/** The picture's type by its first bytes; a name or the browser's type proves nothing. */
export const pictureMimeOf = (data: Buffer): PictureMime | undefined => SIGNATURES.find((s) => s.matches(data))?.mime;

const refused = (key: MessageKey, params: Record<string, number> = {}) => new ApiError(400, key, ERROR_CODES.validation, { file: key }, params);

const wrongFormat = (bounds: PictureBounds<PictureMime>) => badRequest({ file: bounds.wrongFormat ?? 'pictures.wrongFormat' }, bounds.wrongFormat ?? 'pictures.wrongFormat');

function decodeFailure(error: unknown, bounds: PictureBounds<PictureMime>): ApiError {
  const message = error instanceof Error ? error.message : '';
  if (/pixel limit/i.test(message)) return refused('pictures.tooManyPixels', { limit: Math.floor(bounds.maxPixels / 1_000_000) });
  if (/unsupported image format/i.test(message)) return wrongFormat(bounds);
  return badRequest({ file: 'pictures.unreadable' }, 'pictures.unreadable');
}

function checkSize(width: number, height: number, bounds: PictureBounds<PictureMime>) {
  if (bounds.box && (width > bounds.box.width || height > bounds.box.height)) throw refused('pictures.outOfBox', bounds.box);
  if (width > bounds.maxSide || height > bounds.maxSide) throw refused('pictures.tooWide', { max: bounds.maxSide });
  if (width * height > bounds.maxPixels) throw refused('pictures.tooManyPixels', { limit: Math.floor(bounds.maxPixels / 1_000_000) });
  if (width < bounds.minSide || height < bounds.minSide) throw refused('pictures.tooSmall', { min: bounds.minSide });
}

async function decode<M extends PictureMime>(data: Buffer, mime: M, bounds: PictureBounds<M>): Promise<Picture<M>> {
  const format = SIGNATURES.find((s) => s.mime === mime)!.format as Format;
  // a GIF's frames are kept (an animated slide), each of them counted in the pixel limit
  const animated = format === 'gif';
  const input = () => sharp(data, { limitInputPixels: bounds.maxPixels, failOn: 'error', autoOrient: !animated, animated });
  const meta = await input().metadata();
  if (meta.format !== format) throw wrongFormat(bounds);
  // the header's size, turned as the picture is shown (EXIF orientation), before a single pixel is decoded
  const width = meta.autoOrient?.width ?? meta.width ?? 0;
  const height = animated ? (meta.pageHeight ?? meta.height ?? 0) : (meta.autoOrient?.height ?? meta.height ?? 0);
  checkSize(width, height, bounds);
  const { data: written, info } = await input()
    .toFormat(format, format === 'png' || format === 'gif' ? {} : { quality: 90 })
    .toBuffer({ resolveWithObject: true });
  return { mime, width: info.width, height: animated ? (info.pageHeight ?? height) : info.height, data: written };
}

/**
 * The uploaded bytes as a checked picture: of the bounds' types by their signature (JPEG, PNG or WebP unless said),
 * within the bounds, fully decoded (a damaged file is refused, 400 under `file`) and written again without metadata;
 * 503 while too many wait.
 */
export async function readPicture<M extends PictureMime = StillMime>(data: Buffer, bounds: PictureBounds<M>): Promise<Picture<M>> {
  const mime = pictureMimeOf(data);
  const formats: readonly PictureMime[] = bounds.formats ?? STILL;
  if (!mime || !formats.includes(mime)) throw wrongFormat(bounds);
  const outcome = await gate.run(() =>
    decode(data, mime as M, bounds).catch((error: unknown) => {
      throw error instanceof ApiError ? error : decodeFailure(error, bounds);
    }),
  );
  if (outcome === null) throw new ApiError(503, 'error.overloaded', ERROR_CODES.unavailable, undefined, { seconds: OVERLOADED_RETRY_SECONDS });
  return outcome;
}

/** A stored picture at most `width` pixels wide (never enlarged), in its own format; 503 while too many wait. */
export async function resizedPicture(picture: { mime: PictureMime; data: Buffer }, width: number): Promise<Buffer> {
  const format = SIGNATURES.find((s) => s.mime === picture.mime)!.format as Format;
  const animated = format === 'gif';
  const outcome = await gate.run(() => sharp(picture.data, { animated }).resize({ width, withoutEnlargement: true }).toFormat(format).toBuffer());
  if (outcome === null) throw new ApiError(503, 'error.overloaded', ERROR_CODES.unavailable, undefined, { seconds: OVERLOADED_RETRY_SECONDS });
  return outcome;
}

/**
 * A stored picture's reply: its own type, at most `width` pixels wide when asked, cached for good under an ETag of its
 * content (a 304 when the browser has it); `visibility` is the cache's (public: a story's, private: a template's).
 */
export async function sendPicture(
  request: FastifyRequest,
  reply: FastifyReply,
  picture: { mime: PictureMime; sha256: string; data: Buffer },
  width: number | undefined,
  visibility: 'public' | 'private',
) {
  const etag = `"${picture.sha256}${width ? `-${width}` : ''}"`;
  reply.header('cache-control', `${visibility}, max-age=31536000, immutable`).header('etag', etag);
  if (request.headers['if-none-match'] === etag) return reply.status(304).send(null);
  const data = width ? await resizedPicture(picture, width) : picture.data;
  return reply.type(picture.mime).header('content-disposition', 'inline').header('x-content-type-options', 'nosniff').send(data);
}
