import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { actorOf } from '../../audit/record';
import { ok, routeTable } from '../../http/route';
import { requireUser } from '../../plugins/access';
import { Settings, SettingsBody } from './schemas';
import { readSettings, updateSettings } from './store';

/** M9: the general (bonus) and customs (FTS commission) settings at the spec's GET and PUT /settings, ADMIN only. */
const settingsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const route = routeTable(app, { tags: ['settings'], resource: 'settings' });

  route.get('/settings', 'show', 'The general and customs settings: the bonus a paid sale accrues, the FTS commission table',
    { response: ok(Settings) },
    async () => readSettings(app.db));

  route.put('/settings', 'edit',
    'Change any of the settings (the others are kept); the bonus applies to orders paid from now on; the change is audited',
    { body: SettingsBody, response: ok(Settings) },
    async (request) => updateSettings(app.db, request.body, { ...actorOf(request), userId: requireUser(request).id }));
};

export default settingsRoutes;
