import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errorReplies } from '../../http/list';
import { attachment } from '../../pdf/pdf';
import { requireUser } from '../../plugins/access';
import { sendPeopleToApiDocs } from '../../plugins/openapi';
import { DocumentId, DocumentListQuery, DocumentRename, DocumentStructure, PartnerDocument } from './schemas';
import * as documents from './service';
import { readDocumentForm, readReplacement } from './upload';

const TAGS = ['documents'];
const recordErrors = { ...errorReplies, 404: Type.Ref('ErrorBody') };
const access = (action: 'list' | 'show' | 'create' | 'edit' | 'delete') => ({ access: { resource: 'partner-documents', action } });

/** Partner documents (G5) at the spec's /docs: ADMIN uploads and manages PDFs per partner; agents read their partner's. */
const documentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(multipart);

  app.get(
    '/docs',
    {
      config: access('list'),
      schema: {
        tags: TAGS,
        summary: "A partner's documents, newest first",
        description: 'A browser opening this address without a token (Accept text/html) is sent to the API documentation at /gw/openapi (302).',
        querystring: DocumentListQuery,
        response: { 200: Type.Array(PartnerDocument), ...errorReplies },
      },
      // the API documentation's former address: people who kept it are sent on, before the token is asked
      onRequest: sendPeopleToApiDocs,
    },
    async (request) => documents.listDocuments(app.files, request.query.partner_id),
  );

  app.post(
    '/docs',
    {
      config: access('create'),
      schema: {
        tags: TAGS,
        summary: 'Upload a PDF (multipart: partner_id and file; under 10 MB, checked by content; spaces in the name become _)',
        consumes: ['multipart/form-data'],
        response: { 201: PartnerDocument, ...errorReplies, 413: Type.Ref('ErrorBody') },
      },
    },
    async (request, reply) => reply.status(201).send(await documents.saveDocument(app.db, app.files, await readDocumentForm(request))),
  );

  app.get(
    '/docs/:id',
    {
      config: access('show'),
      schema: {
        tags: TAGS,
        summary: 'Download a document',
        params: DocumentId,
        response: { 200: Type.String({ contentMediaType: 'application/pdf' }), ...recordErrors },
      },
    },
    async (request, reply) => {
      const file = await documents.readDocument(app.db, app.files, requireUser(request), request.params.id);
      return reply.type('application/pdf').header('content-disposition', attachment(file.originalName)).send(file.data);
    },
  );

  app.post(
    '/docs/:id',
    {
      config: access('edit'),
      schema: {
        tags: TAGS,
        summary: 'Replace a document’s file with a new version (multipart: file; a PDF under 10 MB, checked by content), keeping its id and name',
        consumes: ['multipart/form-data'],
        params: DocumentId,
        response: { 200: PartnerDocument, ...recordErrors, 413: Type.Ref('ErrorBody') },
      },
    },
    async (request) => documents.replaceDocument(app.files, request.params.id, await readReplacement(request)),
  );

  app.put(
    '/docs/:id',
    {
      config: access('edit'),
      schema: { tags: TAGS, summary: 'Rename a document', params: DocumentId, body: DocumentRename, response: { 200: PartnerDocument, ...recordErrors } },
    },
    async (request) => documents.renameDocument(app.files, request.params.id, request.body.name),
  );

  app.delete(
    '/docs/:id',
    {
      config: access('delete'),
      schema: { tags: TAGS, summary: 'Delete a document', params: DocumentId, response: { 200: PartnerDocument, ...recordErrors } },
    },
    async (request) => documents.deleteDocument(app.files, request.params.id),
  );

  app.get(
    '/documents/structure',
    {
      config: { access: { resource: 'documents', action: 'list' } },
      schema: {
        tags: TAGS,
        summary: "The agent's documents: its partner's, then those of the partners above it",
        response: { 200: DocumentStructure, ...errorReplies },
      },
    },
    async (request) => documents.documentStructure(app.db, app.files, requireUser(request)),
  );
};

export default documentRoutes;
