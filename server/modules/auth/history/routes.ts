import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errorReplies, listQuery, listReply } from '../../../http/list';
import { listLoginHistory } from './query';

const LoginHistoryQuery = Type.Object({
  ...listQuery(['created_at']),
  user_id: Type.Optional(Type.String({ format: 'uuid' })),
  success: Type.Optional(Type.Boolean()),
  date_from: Type.Optional(Type.String({ format: 'date', description: 'First day, inclusive' })),
  date_to: Type.Optional(Type.String({ format: 'date', description: 'Last day, inclusive' })),
  q: Type.Optional(Type.String({ maxLength: 255, description: 'Search in the sign-in input and the user name' })),
});

const LoginHistoryRow = Type.Object({
  id: Type.String({ format: 'uuid' }),
  user: Type.Union([Type.Object({ id: Type.String({ format: 'uuid' }), name: Type.String() }), Type.Null()]),
  input: Type.String(),
  ip: Type.Union([Type.String(), Type.Null()]),
  host: Type.Union([Type.String(), Type.Null()]),
  success: Type.Boolean(),
  created_at: Type.String({ format: 'date-time' }),
});

const historyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/history/login',
    {
      config: { access: { resource: 'journal', action: 'list' } },
      schema: {
        tags: ['auth'],
        summary: 'Login journal (M11)',
        querystring: LoginHistoryQuery,
        response: { 200: listReply(LoginHistoryRow), ...errorReplies },
      },
    },
    async (request) => listLoginHistory(app.db, request.query),
  );
};

export default historyRoutes;
