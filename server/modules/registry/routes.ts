import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Action } from '../../../common/access';
import { errorReplies } from '../../http/list';
import { attachment } from '../../pdf/pdf';
import { requireUser } from '../../plugins/access';
import { XLSX_MIME, checkUploadScope, importRegistry } from './import-service';
import { findRegistry, listRegistries, registryDetail, registryRows } from './queries';
import { reportWorkbook } from './report-file';
import { RegistryDetail, RegistryList, RegistryListQuery, RegistryParams, UploadParams } from './schemas';
import { readRegistryRows } from './sheet';
import { readRegistryUpload } from './upload';

const TAGS = ['registries'];
const access = (action: Action) => ({ access: { resource: 'certificates-registers', action } });
const notFoundReply = { 404: Type.Ref('ErrorBody') };

/** Registry import (G4, O11) and the registers page's calls (C15). */
const registryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // registered inside this plugin so it never clashes with another module's multipart registration
  await app.register(multipart);

  app.post(
    '/partners/:id/registry/:kind',
    {
      config: access('create'),
      schema: {
        tags: TAGS,
        summary: "Import a registry .xlsx (≤ 10 MB, ≤ 2000 rows): each row sold as a PENDING certificate under the partner, or refused with a reason",
        consumes: ['multipart/form-data'],
        params: UploadParams,
        response: { 201: RegistryDetail, ...errorReplies, ...notFoundReply, 413: Type.Ref('ErrorBody') },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { id: partnerId, kind } = request.params;
      await checkUploadScope(app.db, user, partnerId);
      const upload = await readRegistryUpload(request);
      const rows = await readRegistryRows(upload.data);
      const registryId = await importRegistry(app, user, { partnerId, kind, fileName: upload.name, data: upload.data, rows });
      return reply.status(201).send(await registryDetail(app.db, user, registryId, request.language));
    },
  );

  app.get(
    '/registries',
    {
      config: access('list'),
      schema: { tags: TAGS, summary: 'Uploaded registries, newest first (admins all, agents their own uploads)', querystring: RegistryListQuery, response: { 200: RegistryList, ...errorReplies } },
    },
    async (request) => listRegistries(app.db, requireUser(request), request.query),
  );

  app.get(
    '/registries/:id',
    {
      config: access('show'),
      schema: { tags: TAGS, summary: 'A registry with the result of every row', params: RegistryParams, response: { 200: RegistryDetail, ...errorReplies, ...notFoundReply } },
    },
    async (request) => registryDetail(app.db, requireUser(request), request.params.id, request.language),
  );

  app.get(
    '/registries/:id/report',
    {
      config: access('show'),
      schema: {
        tags: TAGS,
        summary: 'The per-row report of a registry as .xlsx',
        params: RegistryParams,
        response: { 200: Type.String({ contentMediaType: XLSX_MIME }), ...errorReplies, ...notFoundReply },
      },
    },
    async (request, reply) => {
      const registry = await findRegistry(app.db, requireUser(request), request.params.id);
      const data = await reportWorkbook(await registryRows(app.db, registry.id, request.language), request.language);
      const stem = registry.file_name.replace(/\.xlsx?$/i, '');
      return reply.type(XLSX_MIME).header('content-disposition', attachment(`report-${stem}.xlsx`)).send(data);
    },
  );
};

export default registryRoutes;
