import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { promoFiles } from '../../../common/resources/promoFiles';
import { errorReplies } from '../../http/list';
import { named } from '../../http/named';
import { attachment } from '../../pdf/pdf';
import { recordsOf } from '../../resources/records';
import { recordSchema } from '../../resources/schemas';
import { generationHooks } from './hooks';
import { generatedFile } from './json-file';
import { generationQueue } from './runner';

const TAGS = ['promoFiles'];
const access = (action: 'list' | 'show') => ({ access: { resource: 'promoFiles', action } });
const JobParams = Type.Object({ id: Type.String({ format: 'uuid' }) });
/** The newest jobs /all answers: the page lists them paged (GET /promo/files). */
const ALL_LIMIT = 1_000;

const Kinds = Type.Union([Type.Literal('CERTIFICATES'), Type.Literal('PROMO_CODES')]);
export const PromoFileJson = named('PromoFileJson', Type.Object({
  id: Type.String({ format: 'uuid' }),
  kind: Kinds,
  tariff: Type.Object({ id: Type.String({ format: 'uuid' }), name: Type.String() }),
  count: Type.Integer({ description: 'Codes asked for' }),
  type: Type.Union([Type.Literal('PERCENT'), Type.Literal('FIX')]),
  amount: Type.Number(),
  all_use: Type.Integer({ description: 'Uses of each code; 0 = unlimited' }),
  expires_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  created_at: Type.String({ format: 'date-time' }),
  codes: Type.Array(Type.String(), { description: 'The codes in the order made; a code deleted since is left out' }),
}));

/** M6 beside the generated list, one and create: every job unpaged, and a completed job's .json file; its queue on the app's job queue. */
const generationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.jobs.define(generationQueue({ db: app.db, log: app.log }));

  app.get(
    '/promo/files/all',
    {
      config: access('list'),
      schema: { tags: TAGS, summary: `Every generation job, newest first, unpaged (the newest ${ALL_LIMIT})`, response: { 200: Type.Array(recordSchema(promoFiles)), ...errorReplies } },
    },
    async (request) => {
      const rows = await app.db.selectFrom('promo_files').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(ALL_LIMIT).execute();
      return recordsOf(app.db, { declaration: promoFiles, hooks: generationHooks }, rows, request);
    },
  );

  app.get(
    '/promo/files/json/:id',
    {
      config: access('show'),
      schema: {
        tags: TAGS,
        summary: "A completed job's codes as a .json file (409 while it runs or after an error)",
        params: JobParams,
        response: { 200: PromoFileJson, ...errorReplies, 404: Type.Ref('ErrorBody'), 409: Type.Ref('ErrorBody') },
      },
    },
    async (request, reply) => {
      const file = await generatedFile(app.db, request.params.id);
      return reply.header('content-disposition', attachment(file.fileName)).send(file.body);
    },
  );
};

export default generationRoutes;
