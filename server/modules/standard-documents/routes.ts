import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errorReplies } from '../../http/list';
import { notFound } from '../../http/errors';
import { attachment } from '../../pdf/pdf';
import { type DocumentStore, type StoreKind, databaseDocumentStore, webdavDocumentStore } from './store';
import { readStandardDocumentForm } from './upload';

const TAGS = ['standard-documents'];
const access = (action: 'list' | 'show' | 'create' | 'delete') => ({ access: { resource: 'standard-documents', action } });
const recordErrors = { ...errorReplies, 404: Type.Ref('ErrorBody') };
const Id = Type.Object({ id: Type.String({ format: 'uuid' }) });
const StandardDocument = Type.Object({
  id: Type.String({ format: 'uuid' }),
  title: Type.String(),
  file_name: Type.String(),
  mime: Type.String(),
  size: Type.Integer(),
  created_at: Type.String({ format: 'date-time' }),
});
const COLUMNS = ['id', 'title', 'file_name', 'mime', 'size', 'created_at'] as const;
const toRecord = <R extends { created_at: Date | string }>(row: R) => ({ ...row, created_at: new Date(row.created_at).toISOString() });

/** K6: documents the admin publishes for every client; the bytes go to the configured document store. */
const standardDocumentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(multipart);
  const config = app.config.documentStore ?? { kind: 'database' };
  const stores: Partial<Record<StoreKind, DocumentStore>> = { database: databaseDocumentStore(app.files) };
  if (config.kind === 'webdav') stores.webdav = webdavDocumentStore(config);
  const current = stores[config.kind]!;
  const storeOf = (kind: StoreKind) => stores[kind] ?? (() => { throw notFound(); })();
  const find = async (id: string) => {
    const row = await app.db.selectFrom('standard_documents').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound();
    return row;
  };

  app.get(
    '/standard-documents',
    { config: access('list'), schema: { tags: TAGS, summary: 'Published standard documents, newest first', response: { 200: Type.Array(StandardDocument), ...errorReplies } } },
    async () => (await app.db.selectFrom('standard_documents').select(COLUMNS).orderBy('created_at', 'desc').orderBy('id').execute()).map(toRecord),
  );

  app.get(
    '/standard-documents/:id/file',
    {
      config: access('show'),
      schema: { tags: TAGS, summary: 'Download a standard document', params: Id, response: { 200: Type.String({ contentMediaType: 'application/octet-stream' }), ...recordErrors, 502: Type.Ref('ErrorBody') } },
    },
    async (request, reply) => {
      const row = await find(request.params.id);
      const data = await storeOf(row.store).get(row.store_key);
      return reply.type(row.mime).header('content-disposition', attachment(row.file_name)).send(data);
    },
  );

  app.post(
    '/standard-documents',
    {
      config: access('create'),
      schema: {
        tags: TAGS,
        summary: 'Publish a document (multipart: title and file, under 20 MB) into the configured store (DOCUMENT_STORE)',
        consumes: ['multipart/form-data'],
        response: { 201: StandardDocument, ...errorReplies, 413: Type.Ref('ErrorBody'), 502: Type.Ref('ErrorBody') },
      },
    },
    async (request, reply) => {
      const upload = await readStandardDocumentForm(request);
      const key = await current.put(upload.data, upload.mime, upload.fileName);
      const row = await app.db
        .insertInto('standard_documents')
        .values({ title: upload.title, file_name: upload.fileName, mime: upload.mime, size: upload.data.length, store: current.kind, store_key: key })
        .returning(COLUMNS)
        .executeTakeFirstOrThrow();
      return reply.status(201).send(toRecord(row));
    },
  );

  app.delete(
    '/standard-documents/:id',
    { config: access('delete'), schema: { tags: TAGS, summary: 'Withdraw a document (its file leaves the store too)', params: Id, response: { 200: StandardDocument, ...recordErrors, 502: Type.Ref('ErrorBody') } } },
    async (request) => {
      const row = await find(request.params.id);
      await storeOf(row.store).remove(row.store_key);
      await app.db.deleteFrom('standard_documents').where('id', '=', row.id).execute();
      return toRecord({ id: row.id, title: row.title, file_name: row.file_name, mime: row.mime, size: row.size, created_at: row.created_at });
    },
  );
};

export default standardDocumentRoutes;
