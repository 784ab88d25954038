/** Partner documents (G5) kept in the file store under the owner kind 'partner-document'. */
import type { Db } from '../../db/database';
import type { FileStore, StoredFile } from '../../files/file-store';
import { badRequest, notFound } from '../../http/errors';
import type { RequestUser } from '../auth/tokens';
import { partnerLineage } from '../partners/tree';
import type { DocumentStructure, PartnerDocument } from './schemas';
import { type UploadedDocument, documentName } from './upload';

export const OWNER_KIND = 'partner-document';

const toDocument = (file: StoredFile): PartnerDocument => ({
  id: file.id,
  original_name: file.originalName,
  size: file.size,
  partner_id: file.ownerId ?? '',
});

export async function listDocuments(files: FileStore, partnerId: string): Promise<PartnerDocument[]> {
  return (await files.list(OWNER_KIND, partnerId)).map(toDocument);
}

export async function saveDocument(db: Db, files: FileStore, upload: UploadedDocument): Promise<PartnerDocument> {
  const partner = upload.partnerId
    ? await db.selectFrom('partners').select('id').where('id', '=', upload.partnerId).executeTakeFirst()
    : undefined;
  if (!partner) throw badRequest({ partner_id: 'documents.partnerNotFound' });
  const stored = await files.save({ ownerKind: OWNER_KIND, ownerId: partner.id, originalName: upload.name, mime: 'application/pdf', data: upload.data });
  return toDocument(stored);
}

/** Admins reach every document; an agent only those of its partner and the partners above it. */
async function reachable(db: Db, user: RequestUser, partnerId: string | null): Promise<boolean> {
  if (user.roles.includes('ADMIN')) return true;
  if (!user.partnerId || !partnerId) return false;
  return (await partnerLineage(db, user.partnerId)).some((partner) => partner.id === partnerId);
}

/** Another owner's file, or one the caller may not reach, is answered as missing. */
export async function readDocument(db: Db, files: FileStore, user: RequestUser, id: string) {
  const file = await files.read(id);
  if (file.ownerKind !== OWNER_KIND || !(await reachable(db, user, file.ownerId))) throw notFound();
  return file;
}

async function ownDocument(files: FileStore, id: string): Promise<StoredFile> {
  const file = (await files.read(id)) as StoredFile;
  if (file.ownerKind !== OWNER_KIND) throw notFound();
  return file;
}

export async function renameDocument(files: FileStore, id: string, name: string): Promise<PartnerDocument> {
  await ownDocument(files, id);
  return toDocument(await files.rename(id, documentName(name)));
}

/** A new version of the file under the same id and name: agents' links and the list keep pointing at it. */
export async function replaceDocument(files: FileStore, id: string, data: Buffer): Promise<PartnerDocument> {
  await ownDocument(files, id);
  return toDocument(await files.replace(id, data));
}

export async function deleteDocument(files: FileStore, id: string): Promise<PartnerDocument> {
  const file = await ownDocument(files, id);
  await files.remove(id);
  return toDocument(file);
}

export async function documentStructure(db: Db, files: FileStore, user: RequestUser): Promise<DocumentStructure> {
  if (!user.partnerId) return [];
  const lineage = await partnerLineage(db, user.partnerId);
  return Promise.all(lineage.map(async (partner) => ({ partner, documents: await listDocuments(files, partner.id) })));
}
