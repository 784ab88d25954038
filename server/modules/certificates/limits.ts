import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type Static } from 'typebox';
import type { Db } from '../../db/database';
import { badRequest } from '../../http/errors';
import { ok, routeTable } from '../../http/route';
import { requireUser } from '../../plugins/access';
import { CertificateId } from './card-schemas';
import { LimitEntry } from './limit-schemas';
import { assertCertificateAccess } from './ownership';
import { limitsWithServices } from './service-limits';

export { LimitEntry };

const Uuid = Type.String({ format: 'uuid' });

const LimitUpdate = Type.Object(
  {
    certificate_id: Uuid,
    services: Type.Array(
      Type.Object(
        {
          service_id: Uuid,
          user_id: Type.Optional(Type.Union([Uuid, Type.Null()])),
          used_limit: Type.Integer({ minimum: 0, maximum: 1_000_000 }),
          used: Type.Optional(Type.Boolean()),
        },
        { additionalProperties: false },
      ),
      { minItems: 1, maxItems: 100 },
    ),
  },
  { additionalProperties: false },
);
type LimitUpdate = Static<typeof LimitUpdate>;

async function limitsOf(db: Db, certificateId: string) {
  const rows = await limitsWithServices(db, certificateId)
    .innerJoin('certificates as c', 'c.id', 'l.certificate_id')
    .select(['l.certificate_id', 'l.service_id', 'c.client_id', 's.name', 's.cost', 's.unit', 'l.max_limit', 'l.used_limit', 'l.used', 'c.created_at', 's.is_dinamic', 's.max_limit as service_max_limit'])
    .execute();
  return rows.map((r) => ({
    certificate_id: r.certificate_id,
    service_id: r.service_id,
    user_id: r.client_id,
    name: r.name,
    max_limit: r.max_limit,
    used_limit: r.used_limit,
    used: r.used || (r.max_limit !== null && r.max_limit <= r.used_limit),
    cost: r.cost,
    unit: r.unit,
    createdAt: r.created_at.toISOString(),
    options: { is_dinamic: r.is_dinamic, max_limit: r.service_max_limit },
    infinityLimit: r.max_limit === null,
  }));
}

/** Used-limit edits (C11, O7): only finite limits, a whole number from 0 to the maximum, all or nothing. */
async function updateLimits(db: Db, body: LimitUpdate) {
  await db.transaction().execute(async (tx) => {
    for (const [index, entry] of body.services.entries()) {
      const row = await tx
        .selectFrom('certificate_limits')
        .select('max_limit')
        .where('certificate_id', '=', body.certificate_id)
        .where('service_id', '=', entry.service_id)
        .forUpdate()
        .executeTakeFirst();
      if (!row) throw badRequest({ [`services.${index}.service_id`]: 'error.notFound' });
      if (row.max_limit === null) throw badRequest({ [`services.${index}.used_limit`]: 'certificate.unlimited' });
      if (entry.used_limit > row.max_limit) throw badRequest({ [`services.${index}.used_limit`]: 'certificate.overLimit' });
      await tx
        .updateTable('certificate_limits')
        .set({ used_limit: entry.used_limit, used: entry.used ?? entry.used_limit >= row.max_limit, updated_at: new Date() })
        .where('certificate_id', '=', body.certificate_id)
        .where('service_id', '=', entry.service_id)
        .execute();
    }
  });
  return limitsOf(db, body.certificate_id);
}

const limitRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const route = routeTable(app, { tags: ['certificates'], resource: 'certificate-limits' });
  /** Both routes answer every limit of the certificate. */
  const limits = ok(Type.Array(LimitEntry), 404);
  route.get('/service/limit/certificate/:id', 'show', 'Used limits per service of a certificate (C11)', { params: CertificateId, response: limits }, async (request) => {
    await assertCertificateAccess(app.db, requireUser(request), request.params.id, 'show', 'certificate-limits');
    return limitsOf(app.db, request.params.id);
  });
  route.post(
    '/service/limit',
    'edit',
    'Set used limits (ADMIN, PARTNER_ADMIN, AGENT_ADMIN); replies with all limits of the certificate',
    { body: LimitUpdate, response: limits },
    async (request) => {
      await assertCertificateAccess(app.db, requireUser(request), request.body.certificate_id, 'edit', 'certificate-limits');
      return updateLimits(app.db, request.body);
    },
  );
};

export default limitRoutes;
