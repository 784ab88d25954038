/** The service limits of certificates as the cards read them (C6, C11, C13, E9, F6). */
import type { ServiceUnit } from '../../../common/enums';
import type { Db } from '../../db/database';
import type { Language } from '../../i18n/messages';
import { translated } from '../../i18n/translated';
import { isActive } from '../clients/certificates';
import type { CertificatesQuery } from './name-search';

/** The limits of one certificate with their services, by service name. Aliases: l (limits), s (services). */
export const limitsWithServices = (db: Db, certificateId: string) =>
  db
    .selectFrom('certificate_limits as l')
    .innerJoin('services as s', 's.id', 'l.service_id')
    .where('l.certificate_id', '=', certificateId)
    .orderBy('s.name');

/** The services of a client's active certificates with their limits, by certificate number, then service name. */
export const activeServiceLimits = (certificates: CertificatesQuery, clientId: string, language: Language = 'ru') =>
  certificates
    .innerJoin('certificate_limits as l', 'l.certificate_id', 'certificates.id')
    .innerJoin('services as s', 's.id', 'l.service_id')
    .where('certificates.client_id', '=', clientId)
    .where(isActive)
    .select([
      'certificates.id as certificate_id',
      'certificates.number',
      's.id as service_id',
      translated('s.name', language).as('name'),
      translated<string | null>('s.description', language).as('description'),
      's.unit',
      'l.max_limit',
      'l.used_limit',
    ])
    .orderBy('certificates.number')
    .orderBy('s.name');

/** A tariff service's limit as a client's card shows it: unlimited, or the maximum and the uses so far. */
export const shownLimit = (row: { max_limit: number | null; used_limit: number }) => ({
  unlimited: row.max_limit === null,
  limit: row.max_limit,
  used: row.used_limit,
});

type ServiceText = { name: string; description: string | null; unit: ServiceUnit | null };

/** A tariff service as a client's card shows it: its texts and limit. */
export const tariffService = (row: ServiceText & { max_limit: number | null; used_limit: number }) => ({
  name: row.name,
  description: row.description,
  unit: row.unit,
  ...shownLimit(row),
});

/** A privilege service as a client's card shows it: its own limit; its uses are not counted. */
export const privilegeService = (row: ServiceText & { unlimited: boolean; limit: number | null }) => ({
  name: row.name,
  description: row.description,
  unit: row.unit,
  unlimited: row.unlimited,
  limit: row.limit,
  used: null,
});
