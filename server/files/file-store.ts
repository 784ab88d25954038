import type { Db } from '../db/database';
import { notFound } from '../http/errors';

export interface StoredFile {
  id: string;
  ownerKind: string;
  ownerId: string | null;
  originalName: string;
  mime: string;
  size: number;
}

export interface FileContent extends StoredFile {
  data: Buffer;
}

export interface NewFile {
  ownerKind: string;
  ownerId?: string | null;
  /** The name the user gave; kept for downloads (served with a safe Content-Disposition), never used as a path. */
  originalName: string;
  mime: string;
  data: Buffer;
}

/**
 * Uploaded files live in PostgreSQL (bytea), so every server process on the database serves the same
 * files and a backup of the database is a backup of the files. Names on disk are never derived from
 * what the user sent: the id is the only key.
 */
export interface FileStore {
  save(file: NewFile): Promise<StoredFile>;
  read(id: string): Promise<FileContent>;
  list(ownerKind: string, ownerId: string | null): Promise<StoredFile[]>;
  rename(id: string, originalName: string): Promise<StoredFile>;
  /** New content under the same id, name and owner. */
  replace(id: string, data: Buffer): Promise<StoredFile>;
  remove(id: string): Promise<void>;
}

const META = ['id', 'owner_kind', 'owner_id', 'original_name', 'mime', 'size'] as const;

type MetaRow = { id: string; owner_kind: string; owner_id: string | null; original_name: string; mime: string; size: number };

const toStored = (row: MetaRow): StoredFile => ({
  id: row.id,
  ownerKind: row.owner_kind,
  ownerId: row.owner_id,
  originalName: row.original_name,
  mime: row.mime,
  size: row.size,
});

export function createDatabaseFileStore(db: Db): FileStore {
  return {
    async save({ ownerKind, ownerId = null, originalName, mime, data }) {
      const row = await db
        .insertInto('files')
        .values({ owner_kind: ownerKind, owner_id: ownerId, original_name: originalName, mime, size: data.length, data })
        .returning(META)
        .executeTakeFirstOrThrow();
      return toStored(row);
    },
    async read(id) {
      const row = await db.selectFrom('files').select([...META, 'data']).where('id', '=', id).executeTakeFirst();
      if (!row) throw notFound();
      return { ...toStored(row), data: Buffer.from(row.data) };
    },
    async list(ownerKind, ownerId) {
      let query = db.selectFrom('files').select(META).where('owner_kind', '=', ownerKind);
      query = ownerId === null ? query.where('owner_id', 'is', null) : query.where('owner_id', '=', ownerId);
      return (await query.orderBy('created_at', 'desc').execute()).map(toStored);
    },
    async rename(id, originalName) {
      const row = await db.updateTable('files').set({ original_name: originalName }).where('id', '=', id).returning(META).executeTakeFirst();
      if (!row) throw notFound();
      return toStored(row);
    },
    async replace(id, data) {
      const row = await db.updateTable('files').set({ data, size: data.length }).where('id', '=', id).returning(META).executeTakeFirst();
      if (!row) throw notFound();
      return toStored(row);
    },
    async remove(id) {
      const result = await db.deleteFrom('files').where('id', '=', id).executeTakeFirst();
      if (!result.numDeletedRows) throw notFound();
    },
  };
}
