/** G4: a registry upload, processed while the request waits (≤ 2000 rows), each row in its own transaction. */
import type { FastifyBaseLogger } from 'fastify';
import { isAdminNotAgent } from '../../../common/roles';
import type { Db } from '../../db/database';
import type { RegistryKind } from '../../db/schema';
import type { FileStore } from '../../files/file-store';
import { forbidden, notFound } from '../../http/errors';
import type { RequestUser } from '../auth/tokens';
import { importRow } from './import-row';
import type { RegistrySheetRow } from './sheet';

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

interface Services {
  db: Db;
  files: FileStore;
  log: FastifyBaseLogger;
}

export interface RegistryUpload {
  partnerId: string;
  kind: RegistryKind;
  fileName: string;
  data: Buffer;
  rows: RegistrySheetRow[];
}

/** An agent uploads only for its own partner; the partner must exist and take uploads (G1). Checked before the file is read. */
export async function checkUploadScope(db: Db, user: RequestUser, partnerId: string): Promise<void> {
  if (!isAdminNotAgent(user.roles) && user.partnerId !== partnerId) throw forbidden('registry.otherPartner');
  const partner = await db.selectFrom('partners').select(['id', 'upload']).where('id', '=', partnerId).executeTakeFirst();
  if (!partner) throw notFound('agents.partnerNotFound');
  if (!partner.upload) throw forbidden('registry.uploadOff');
}

/** Stores the registry and its file, sells row after row, and answers the registry's id. */
export async function importRegistry({ db, files, log }: Services, user: RequestUser, upload: RegistryUpload): Promise<string> {
  const { id: registryId } = await db
    .insertInto('registries')
    .values({ partner_id: upload.partnerId, kind: upload.kind, file_id: null, file_name: upload.fileName, total_rows: upload.rows.length, created_by: user.id })
    .returning('id')
    .executeTakeFirstOrThrow();
  try {
    const stored = await files.save({ ownerKind: 'registry', ownerId: registryId, originalName: upload.fileName, mime: XLSX_MIME, data: upload.data });
    let imported = 0;
    for (const row of upload.rows) {
      const outcome = await importRow({ db, log, user, partnerId: upload.partnerId, registryId }, row);
      if (outcome.imported) imported += 1;
    }
    await db
      .updateTable('registries')
      .set({ status: 'COMPLETED', file_id: stored.id, imported_rows: imported, refused_rows: upload.rows.length - imported })
      .where('id', '=', registryId)
      .execute();
  } catch (error) {
    log.error({ err: error, registryId }, 'registry import failed');
    await db.updateTable('registries').set({ status: 'ERRORED' }).where('id', '=', registryId).execute();
  }
  return registryId;
}
