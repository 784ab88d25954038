/** Template pictures' rows and bytes: one row per uploaded content, its bytes a `files` row in the same transaction. */
import type { Db } from '../../db/database';
import { actorOf, writeAudit } from '../../audit/record';
import type { FastifyRequest } from 'fastify';
import { notFound } from '../../http/errors';
import type { Picture, PictureMime } from '../../uploads/pictures';
import { templatePictures } from '../../../common/resources/templatePictures';

export const PICTURE_FILES = 'template-picture';

export const pictureBySha = (db: Db, sha256: string) =>
  db.selectFrom('template_pictures').selectAll().where('sha256', '=', sha256).executeTakeFirst();

/** Stores a checked picture; a concurrent upload of the same content ends with the one row the other wrote. */
export async function storePicture(db: Db, request: FastifyRequest, upload: { name: string; sha256: string }, picture: Picture) {
  return db.transaction().execute(async (tx) => {
    const file = await tx
      .insertInto('files')
      .values({ owner_kind: PICTURE_FILES, original_name: upload.name, mime: picture.mime, size: picture.data.length, data: picture.data })
      .returning('id')
      .executeTakeFirstOrThrow();
    const row = await tx
      .insertInto('template_pictures')
      .values({ name: upload.name, mime: picture.mime, width: picture.width, height: picture.height, size: picture.data.length, sha256: upload.sha256, file_id: file.id })
      .onConflict((conflict) => conflict.column('sha256').doNothing())
      .returningAll()
      .executeTakeFirst();
    if (!row) {
      await tx.deleteFrom('files').where('id', '=', file.id).execute();
      return { row: (await pictureBySha(tx, upload.sha256))!, created: false };
    }
    await tx.updateTable('files').set({ owner_id: row.id }).where('id', '=', file.id).execute();
    await writeAudit(tx, actorOf(request), { resource: templatePictures.name, recordId: row.id, action: 'create', after: row });
    return { row, created: true };
  });
}

/** The picture's bytes and what its reply's headers need. */
export async function pictureContent(db: Db, id: string): Promise<{ name: string; mime: PictureMime; sha256: string; data: Buffer }> {
  const row = await db
    .selectFrom('template_pictures')
    .innerJoin('files', 'files.id', 'template_pictures.file_id')
    .select(['template_pictures.name', 'template_pictures.mime', 'template_pictures.sha256', 'files.data'])
    .where('template_pictures.id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound();
  return { ...row, data: Buffer.from(row.data) };
}
