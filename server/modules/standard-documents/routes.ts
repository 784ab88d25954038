import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { created, ok, routeTable } from '../../http/route';
import { notFound } from '../../http/errors';
import { attachment } from '../../pdf/pdf';
import { type DocumentStore, type StoreKind, databaseDocumentStore, webdavDocumentStore } from './store';
import { readStandardDocumentForm } from './upload';
import { named } from '../../http/named';

const Id = Type.Object({ id: Type.String({ format: 'uuid' }) });
const StandardDocument = named('StandardDocument', Type.Object({
  id: Type.String({ format: 'uuid' }),
  title: Type.String(),
  file_name: Type.String(),
  mime: Type.String(),
  size: Type.Integer(),
  created_at: Type.String({ format: 'date-time' }),
}));
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

  const route = routeTable(app, { tags: ['standard-documents'], resource: 'standard-documents' });

  route.get('/standard-documents', 'list', 'Published standard documents, newest first', { response: ok(Type.Array(StandardDocument)) },
    async () => (await app.db.selectFrom('standard_documents').select(COLUMNS).orderBy('created_at', 'desc').orderBy('id').execute()).map(toRecord));

  route.get('/standard-documents/:id/file', 'show', 'Download a standard document',
    { params: Id, response: ok(Type.String({ contentMediaType: 'application/octet-stream' }), 404, 502) },
    async (request, reply) => {
      const row = await find(request.params.id);
      const data = await storeOf(row.store).get(row.store_key);
      return reply.type(row.mime).header('content-disposition', attachment(row.file_name)).send(data);
    });

  route.post('/standard-documents', 'create', 'Publish a document (multipart: title and file, under 20 MB) into the configured store (DOCUMENT_STORE)',
    { consumes: ['multipart/form-data'], response: created(StandardDocument, 413, 502) },
    async (request, reply) => {
      const upload = await readStandardDocumentForm(request);
      const key = await current.put(upload.data, upload.mime, upload.fileName);
      const row = await app.db
        .insertInto('standard_documents')
        .values({ title: upload.title, file_name: upload.fileName, mime: upload.mime, size: upload.data.length, store: current.kind, store_key: key })
        .returning(COLUMNS)
        .executeTakeFirstOrThrow();
      return reply.status(201).send(toRecord(row));
    });

  route.delete('/standard-documents/:id', 'delete', 'Withdraw a document (its file leaves the store too)',
    { params: Id, response: ok(StandardDocument, 404, 502) },
    async (request) => {
      const row = await find(request.params.id);
      await storeOf(row.store).remove(row.store_key);
      await app.db.deleteFrom('standard_documents').where('id', '=', row.id).execute();
      return toRecord({ id: row.id, title: row.title, file_name: row.file_name, mime: row.mime, size: row.size, created_at: row.created_at });
    });
};

export default standardDocumentRoutes;
