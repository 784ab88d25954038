import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { notFound } from '../../http/errors';
import { named } from '../../http/named';
import { registerRateLimit } from '../../http/rate-limit';
import { ok, routeTable } from '../../http/route';
import { referralPartner } from './referral';

/** A storefront page loads it once; a few reloads and tabs are fine. Per address and process. */
const READS_PER_MINUTE = 60;

const StorefrontPartner = named('StorefrontPartner', Type.Object({
  id: Type.String({ format: 'uuid' }),
  name: Type.String({ description: "The partner's name, shown on its storefront" }),
}));

/**
 * The public storefront (issue 27, G11): the catalogue itself is /catalog/*; this names the partner of a referral
 * link, so the storefront keeps a known partner and drops an unknown one before registration.
 */
const storefrontRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await registerRateLimit(app);
  routeTable(app, { tags: ['catalog'] }).get('/storefront/partners/:id', 'public',
    "The partner of a storefront link: its name, or 404 when no such partner exists (the link is then followed unattributed)",
    { security: [], params: Type.Object({ id: Type.String({ format: 'uuid' }) }), response: ok(StorefrontPartner, 404, 429) },
    async (request) => {
      const partner = await referralPartner(app.db, request.params.id);
      if (!partner) throw notFound('onboarding.partnerUnknown');
      return partner;
    },
    { rateLimit: { max: READS_PER_MINUTE, timeWindow: 60_000 } });
};

export default storefrontRoutes;
