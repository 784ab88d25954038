/** Reading registries (G4/C15): scoped to the caller, rows with their certificates and translated reasons. */
import type { FastifyRequest } from 'fastify';
import { seesAll } from '../../../common/resource';
import { certificateRegisters } from '../../../common/resources/certificateRegisters';
import type { Db } from '../../db/database';
import { notFound } from '../../http/errors';
import { type Language, type MessageKey, translate } from '../../i18n/messages';
import { requireUser } from '../../plugins/access';
import { readRecord } from '../../resources/records';
import registriesResource from './resource';
import type { Registry, RegistryDetail, RegistryRow } from './schemas';

/** The declared record; 404 for an unknown registry and for one outside the caller's scope (C1) alike. */
export async function findRegistry(db: Db, request: FastifyRequest, id: string): Promise<Registry> {
  const user = requireUser(request);
  const registry = (await readRecord(db, registriesResource, id, request)) as Registry;
  if (!seesAll(certificateRegisters, user) && registry.created_by?.id !== user.id) throw notFound();
  return registry;
}

export async function registryRows(db: Db, registryId: string, language: Language): Promise<RegistryRow[]> {
  const rows = await db
    .selectFrom('registry_rows')
    .leftJoin('certificates', 'certificates.id', 'registry_rows.certificate_id')
    .select(['registry_rows.row_number', 'registry_rows.status', 'registry_rows.reason', 'registry_rows.data', 'certificates.id as certificate_id', 'certificates.number'])
    .where('registry_rows.registry_id', '=', registryId)
    .orderBy('registry_rows.row_number')
    .execute();
  return rows.map((row) => ({
    row_number: row.row_number,
    status: row.status,
    certificate: row.certificate_id && row.number !== null ? { id: row.certificate_id, number: row.number } : null,
    reason: row.reason === null ? null : translate(language, row.reason as MessageKey),
    data: row.data,
  }));
}

export async function registryDetail(db: Db, request: FastifyRequest, id: string): Promise<RegistryDetail> {
  const registry = await findRegistry(db, request, id);
  return { ...registry, rows: await registryRows(db, id, request.language) };
}
