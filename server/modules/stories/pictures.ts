/**
 * Stories' pictures (J2, O13, O15): checked by their bytes and size in pixels (server/uploads/pictures.ts, sharp with its
 * pixel limit), stored once per content (the SHA-256 of the checked bytes is unique), their bytes a `files` row.
 */
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database';
import { badRequest, notFound } from '../../http/errors';
import { type UploadSpec, readUpload } from '../../uploads/multipart';
import { type PictureBounds, readPicture } from '../../uploads/pictures';

type StoryMime = 'image/jpeg' | 'image/png' | 'image/gif';
export const STORY_PICTURE_FILES = 'story-picture';

/** O13: a slide is a JPG, PNG or GIF up to 10 MB; the upload reads no further. */
export const SLIDE_UPLOAD: UploadSpec = {
  maxBytes: 10 * 1024 * 1024,
  fields: ['kind'],
  messages: { tooLarge: 'stories.tooLarge', fileRequired: 'pictures.fileRequired' },
};
/** O15 (decision O15/banner): the carousel's cover is the spec's banner, a JPG up to 3 MB. */
export const COVER_MAX_BYTES = 3 * 1024 * 1024;

/**
 * O13/O15 sizes are maximums (decision O13/O15 sizes): a slide fits 1740 × 980, a cover 600 × 300. An animated GIF's
 * frames all count in the pixel limit, so 40 megapixels leave a slide about 23 full frames.
 */
export const SLIDE_BOUNDS: PictureBounds<StoryMime> = {
  minSide: 16, maxSide: 1740, maxPixels: 40_000_000, box: { width: 1740, height: 980 },
  formats: ['image/jpeg', 'image/png', 'image/gif'], wrongFormat: 'stories.wrongFormat',
};
export const COVER_BOUNDS: PictureBounds<StoryMime> = {
  minSide: 16, maxSide: 600, maxPixels: 1_000_000, box: { width: 600, height: 300 },
  formats: ['image/jpeg'], wrongFormat: 'stories.coverWrongFormat',
};

const COLUMNS = ['id', 'mime', 'width', 'height', 'size', 'created_at'] as const;

/** The form's one picture as a slide or (kind=cover) a cover, checked, then the row: the stored one for a known content. */
export async function uploadStoryPicture(db: Db, request: FastifyRequest) {
  const { data, fields } = await readUpload(request, SLIDE_UPLOAD);
  const cover = fields.kind === 'cover';
  if (cover && data.length > COVER_MAX_BYTES) throw badRequest({ file: 'stories.coverTooLarge' }, 'stories.coverTooLarge');
  const picture = await readPicture(data, cover ? COVER_BOUNDS : SLIDE_BOUNDS);
  const sha256 = createHash('sha256').update(picture.data).digest('hex');
  return db.transaction().execute(async (tx) => {
    const known = await tx.selectFrom('story_pictures').select(COLUMNS).where('sha256', '=', sha256).executeTakeFirst();
    if (known) return { row: known, created: false };
    const file = await tx
      .insertInto('files')
      .values({ owner_kind: STORY_PICTURE_FILES, original_name: `story.${picture.mime.split('/')[1]}`, mime: picture.mime, size: picture.data.length, data: picture.data })
      .returning('id')
      .executeTakeFirstOrThrow();
    const row = await tx
      .insertInto('story_pictures')
      .values({ mime: picture.mime, width: picture.width, height: picture.height, size: picture.data.length, sha256, file_id: file.id })
      .onConflict((conflict) => conflict.column('sha256').doNothing())
      .returning(COLUMNS)
      .executeTakeFirst();
    if (!row) {
      await tx.deleteFrom('files').where('id', '=', file.id).execute();
      return { row: (await tx.selectFrom('story_pictures').select(COLUMNS).where('sha256', '=', sha256).executeTakeFirst())!, created: false };
    }
    await tx.updateTable('files').set({ owner_id: row.id }).where('id', '=', file.id).execute();
    return { row, created: true };
  });
}

export const storyPictures = (db: Db) => db.selectFrom('story_pictures').select(COLUMNS).orderBy('created_at', 'desc').orderBy('id').limit(200).execute();

/** The picture's bytes with what its reply's headers need. */
export async function storyPictureContent(db: Db, id: string) {
  const row = await db
    .selectFrom('story_pictures')
    .innerJoin('files', 'files.id', 'story_pictures.file_id')
    .select(['story_pictures.mime', 'story_pictures.sha256', 'files.data'])
    .where('story_pictures.id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound();
  return { ...row, data: Buffer.from(row.data) };
}

/** The ids of these pictures that are not stored (a slide naming one is refused). */
export async function unknownPictures(db: Db, ids: string[]): Promise<string[]> {
  if (!ids.length) return [];
  const known = await db.selectFrom('story_pictures').select('id').where('id', 'in', ids).execute();
  const found = new Set(known.map((row) => row.id));
  return ids.filter((id) => !found.has(id));
}
