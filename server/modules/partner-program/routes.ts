import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ok, routeTable } from '../../http/route';
import { requireUser } from '../../plugins/access';
import { checkPeriod } from '../analytics/period';
import { StatsQuery } from '../analytics/schemas';
import { conversion } from './conversion';
import { Conversion, Program } from './schemas';
import { ownPartnerId, partnerProgram } from './service';

/** The partner cabinet's programme (L3): always the caller's own partner, taken from its account. */
const partnerProgramRoutes: FastifyPluginAsyncTypebox = async (app) => {
  routeTable(app, { tags: ['partners'], resource: 'partner-program' }).get('/partner/program', 'show',
    "The PARTNER's own programme: terms, referral links, widget snippet, materials and the click programme consent status",
    { response: ok(Program) },
    async (request) => partnerProgram(app.db, app.files, requireUser(request), app.config.publicUrl, request.language));

  routeTable(app, { tags: ['analytics'], resource: 'partner-analytics' }).get('/partner/conversion', 'show',
    "The PARTNER's own conversion: certificates created in the period and how many of them were paid",
    { querystring: StatsQuery, response: ok(Conversion) },
    async (request) => {
      const period = checkPeriod(request.query.dateFrom, request.query.dateTo, { from: 'dateFrom', to: 'dateTo' });
      return conversion(app.db, ownPartnerId(requireUser(request)), period);
    });
};

export default partnerProgramRoutes;
