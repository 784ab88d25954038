/** A tariff's attached services (F5): attach, detach, sync. */
import type { Db } from '../../db/database';
import { badRequest, notFound } from '../../http/errors';
import { FOREIGN_KEY_VIOLATION, pgCode } from '../../db/pg-errors';
import { type Language, translate } from '../../i18n/messages';
import type { AttachedService } from '../../../common/resources/tariffs';
import type { ServiceLink } from './schemas';
import { translated } from '../../i18n/translated';

/**
 * F5's display default for a service attached without its own description, in the caller's language. No unit stays
 * null (unlimited), which the screens and the PDF word ('Безлимит'): a unit is a code, never a word in its place.
 */
export const displayedService = <S extends { description: string | null }>(service: S, language: Language = 'ru') => ({
  ...service,
  description: service.description || translate(language, 'tariff.noDescription'),
  attached: true as const,
});

/** A tariff's attached services as the link routes answer them (the record's `services`, common/resources/tariffs.ts). */
export async function attachedServices(db: Db, rateId: string, language: Language = 'ru'): Promise<AttachedService[]> {
  const rows = await db
    .selectFrom('rate_services as rs')
    .innerJoin('services as s', 's.id', 'rs.service_id')
    .select(['s.id', translated('s.name', language).as('name'), 'rs.limit', 'rs.description', 's.cost', 'rs.unit', 'rs.sort', 's.bot'])
    .where('rs.rate_id', '=', rateId)
    .orderBy('rs.sort')
    .orderBy('s.name')
    .execute();
  return rows.map((row) => displayedService({ ...row, cost: Number(row.cost) }, language));
}

async function requireTariff(db: Db, rateId: string) {
  const found = await db.selectFrom('rates').select('id').where('id', '=', rateId).executeTakeFirst();
  if (!found) throw notFound();
}

/** No unit means unlimited, so an unlimited link keeps no count (as services do, F7). */
const toLinkRow = (rateId: string, link: ServiceLink, index: number) => {
  const unit = link.unit ?? null;
  return {
    rate_id: rateId,
    service_id: link.id,
    limit: unit ? (link.limit ?? null) : null,
    unit,
    description: link.description?.trim() || null,
    sort: link.sort ?? index,
  };
};

/** Adds the services, or updates the limit, unit, description and order of those already attached. */
export async function attachServices(db: Db, rateId: string, links: ServiceLink[], language?: Language): Promise<AttachedService[]> {
  await requireTariff(db, rateId);
  if (links.length) {
    try {
      await db
        .insertInto('rate_services')
        .values(links.map((link, index) => toLinkRow(rateId, link, index)))
        .onConflict((oc) =>
          oc.columns(['rate_id', 'service_id']).doUpdateSet((eb) => ({
            limit: eb.ref('excluded.limit'),
            unit: eb.ref('excluded.unit'),
            description: eb.ref('excluded.description'),
            sort: eb.ref('excluded.sort'),
          })),
        )
        .execute();
    } catch (error) {
      if (pgCode(error) === FOREIGN_KEY_VIOLATION) throw badRequest({ services: 'error.notFound' });
      throw error;
    }
  }
  return attachedServices(db, rateId, language);
}

export async function detachServices(db: Db, rateId: string, serviceIds: string[], language?: Language): Promise<AttachedService[]> {
  await requireTariff(db, rateId);
  if (serviceIds.length) await db.deleteFrom('rate_services').where('rate_id', '=', rateId).where('service_id', 'in', serviceIds).execute();
  return attachedServices(db, rateId, language);
}

/** Sync makes the given list the tariff's whole set: missing services are detached, the rest attached or updated. */
export async function syncServices(db: Db, rateId: string, links: ServiceLink[], language?: Language): Promise<AttachedService[]> {
  await requireTariff(db, rateId);
  const keep = links.map((link) => link.id);
  await db.transaction().execute(async (tx) => {
    await tx
      .deleteFrom('rate_services')
      .where('rate_id', '=', rateId)
      .$if(keep.length > 0, (q) => q.where('service_id', 'not in', keep))
      .execute();
    await attachServices(tx, rateId, links);
  });
  return attachedServices(db, rateId, language);
}
