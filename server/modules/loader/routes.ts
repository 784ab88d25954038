import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Action } from '../../../common/access';
import { errorReplies } from '../../http/list';
import { attachment } from '../../pdf/pdf';
import { requireUser } from '../../plugins/access';
import { loaderQueue } from './runner';
import { loader } from '../../../common/resources/loader';
import { recordsOf } from '../../resources/records';
import { recordSchema } from '../../resources/schemas';
import { loaderHooks } from './hooks';
import { PartnerParams, TaskParams } from './schemas';
import { createTask, taskResult } from './service';
import { readAccountRows } from './sheet';
import { readSheetUpload } from './upload';

const TAGS = ['loader'];
const LoaderTask = recordSchema(loader, true);
const access = (action: Action) => ({ access: { resource: 'loader', action } });

/** Bulk account creation (M7): upload a sheet for a partner and download the result; the task list is generated. */
const loaderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // registered inside this plugin so it never clashes with another module's multipart registration
  await app.register(multipart);
  app.jobs.define(loaderQueue({ db: app.db, files: app.files, log: app.log }));

  app.post(
    '/v2/loader/:partnerId',
    {
      config: access('create'),
      schema: {
        tags: TAGS,
        summary: "Upload an .xlsx (columns name, phone, email, login, password?, role?) creating the partner's agent accounts in the background",
        consumes: ['multipart/form-data'],
        params: PartnerParams,
        response: { 201: LoaderTask, ...errorReplies, 413: Type.Ref('ErrorBody'), 503: Type.Ref('ErrorBody') },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const upload = await readSheetUpload(request);
      const rows = await readAccountRows(upload.data);
      const task = await createTask(app.db, app.files, { partnerId: request.params.partnerId, authorId: user.id, fileName: upload.name, rows, sheet: upload.data });
      const [record] = await recordsOf(app.db, { declaration: loader, hooks: loaderHooks }, [task], request, true);
      return reply.status(201).send(record);
    },
  );

  app.get(
    '/v2/loader/:taskId/result',
    {
      config: access('show'),
      schema: {
        tags: TAGS,
        summary: 'The result sheet of a completed task: created accounts and refused rows with reasons; generated passwords only in the first download',
        params: TaskParams,
        response: { 200: Type.String({ contentMediaType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }), ...errorReplies, 404: Type.Ref('ErrorBody') },
      },
    },
    async (request, reply) => {
      const file = await taskResult(app.db, app.files, request.params.taskId);
      return reply.type(file.mime).header('content-disposition', attachment(file.originalName)).send(file.data);
    },
  );
};

export default loaderRoutes;
