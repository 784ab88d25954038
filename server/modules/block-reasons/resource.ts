/** The server side of the declared block reasons (common/resources/blockReasons.ts): the localised lookup. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import { Type } from 'typebox';
import { blockReasons } from '../../../common/resources/blockReasons';
import { errorReplies } from '../../http/list';
import { serverResource } from '../../resources/hooks';
import { BlockReason } from './schemas';

const lookup: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/block/reason/all',
    {
      config: { access: { resource: blockReasons.name, action: 'list' } },
      schema: { tags: ['certificates'], summary: 'Block reasons, in the language of the request', response: { 200: Type.Array(BlockReason), ...errorReplies } },
    },
    async (request) =>
      app.db
        .selectFrom('block_reasons')
        .select(['code', sql.ref<string>(`name_${request.language}`).as('name')])
        .orderBy('sort')
        .execute(),
  );
};

export default serverResource(blockReasons, { custom: lookup });
