import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { created, ok, routeTable } from '../../http/route';
import { attachment } from '../../pdf/pdf';
import { requireUser } from '../../plugins/access';
import { XLSX_MIME, checkUploadScope, importRegistry } from './import-service';
import { findRegistry, registryDetail, registryRows } from './queries';
import { reportWorkbook } from './report-file';
import { RegistryDetail, RegistryParams, UploadParams } from './schemas';
import { readRegistryRows } from './sheet';
import { readRegistryUpload } from './upload';

/** Registry import (G4, O11) and a registry's rows and report (C15); the list is declared (common/resources/certificateRegisters.ts). */
const registryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // registered inside this plugin so it never clashes with another module's multipart registration
  await app.register(multipart);
  const route = routeTable(app, { tags: ['registries'], resource: 'certificates-registers' });

  route.post('/partners/:id/registry/:kind', 'create',
    'Import a registry .xlsx (≤ 10 MB, ≤ 2000 rows): each row sold as a PENDING certificate under the partner, or refused with a reason',
    { consumes: ['multipart/form-data'], params: UploadParams, response: created(RegistryDetail, 404, 413, 503) },
    async (request, reply) => {
      const user = requireUser(request);
      const { id: partnerId, kind } = request.params;
      await checkUploadScope(app.db, user, partnerId);
      const upload = await readRegistryUpload(request);
      const rows = await readRegistryRows(upload.data);
      const registryId = await importRegistry(app, user, { partnerId, kind, fileName: upload.name, data: upload.data, rows });
      return reply.status(201).send(await registryDetail(app.db, request, registryId));
    });

  route.get('/registries/:id', 'show', 'A registry with the result of every row', { params: RegistryParams, response: ok(RegistryDetail, 404) },
    async (request) => registryDetail(app.db, request, request.params.id));

  route.get('/registries/:id/report', 'show', 'The per-row report of a registry as .xlsx',
    { params: RegistryParams, response: ok(Type.String({ contentMediaType: XLSX_MIME }), 404) },
    async (request, reply) => {
      const registry = await findRegistry(app.db, request, request.params.id);
      const data = await reportWorkbook(await registryRows(app.db, registry.id, request.language), request.language);
      const stem = registry.file_name.replace(/\.xlsx?$/i, '');
      return reply.type(XLSX_MIME).header('content-disposition', attachment(`report-${stem}.xlsx`)).send(data);
    });
};

export default registryRoutes;
