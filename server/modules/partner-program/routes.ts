import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorReplies } from '../../http/list';
import { requireUser } from '../../plugins/access';
import { checkPeriod } from '../analytics/period';
import { StatsQuery } from '../analytics/schemas';
import { conversion } from './conversion';
import { Conversion, Program } from './schemas';
import { ownPartnerId, partnerProgram } from './service';

/** The partner cabinet's programme (L3): always the caller's own partner, taken from its account. */
const partnerProgramRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/partner/program',
    {
      config: { access: { resource: 'partner-program', action: 'show' } },
      schema: {
        tags: ['partners'],
        summary: "The PARTNER's own programme: terms, referral links, widget snippet, materials and the click programme consent status",
        response: { 200: Program, ...errorReplies },
      },
    },
    async (request) => partnerProgram(app.db, app.files, requireUser(request), app.config.publicUrl),
  );

  app.get(
    '/partner/conversion',
    {
      config: { access: { resource: 'partner-analytics', action: 'show' } },
      schema: {
        tags: ['analytics'],
        summary: "The PARTNER's own conversion: certificates created in the period and how many of them were paid",
        querystring: StatsQuery,
        response: { 200: Conversion, ...errorReplies },
      },
    },
    async (request) => {
      const period = checkPeriod(request.query.dateFrom, request.query.dateTo, { from: 'dateFrom', to: 'dateTo' });
      return conversion(app.db, ownPartnerId(requireUser(request)), period);
    },
  );
};

export default partnerProgramRoutes;
