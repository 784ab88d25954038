/**
 * The server side of the declared questionnaires (common/resources/questionnaires.ts): the generated list, drafts
 * for an admin only, each row with the caller's latest pass; the other routes are custom.
 */
import type { FastifyPluginAsync } from 'fastify';
import { isAdminNotAgent } from '../../../common/roles';
import { questionnaires } from '../../../common/resources/questionnaires';
import { serverResource } from '../../resources/hooks';
import questionnaireEditorRoutes from './editor';
import questionnairePassRoutes from './passes';
import questionnaireRoutes from './routes';
import { linkedClientId } from './scope';
import { latestPasses } from './service';

/** Questionnaires (K7): the client's and the staff's routes, who passed one, and the admin's editor. */
const custom: FastifyPluginAsync = async (app) => {
  await app.register(questionnaireRoutes);
  await app.register(questionnairePassRoutes);
  await app.register(questionnaireEditorRoutes);
};

export default serverResource(questionnaires, {
  custom,
  hooks: {
    // an admin who is not an agent sees the drafts too
    listScopes: (request) => (isAdminNotAgent(request.user?.roles ?? []) ? [] : [{ column: 'active', value: true }]),
    // the caller's latest pass of each row (null when not passed, or the caller is no client)
    afterRead: async (records, { db, request, detail }) => {
      if (detail) return records;
      const clientId = request.user ? await linkedClientId(db, request.user.id) : null;
      const latest = clientId ? await latestPasses(db, clientId, records.map((record) => record.id as string)) : new Map<string, string>();
      return records.map((record) => ({ ...record, passed_at: latest.get(record.id as string) ?? null }));
    },
  },
  summaries: { list: "Active questionnaires with the caller's latest pass date; ADMIN sees drafts too" },
});
