import type { Registry, RegistryRow } from '../../dataProvider/api/partners';

/** What GET /registries and POST /partners/{id}/registry/{kind} answer (G4, C15): the server's record types. */
export type RegistryRecord = Registry;
export type RegistryStatus = Registry['status'];
export type RegistryRowRecord = RegistryRow;
export type { RegistryDetail } from '../../dataProvider/api/partners';

export const REGISTRY_KIND = 'certificates';
/** O11: the server reads up to 10 MB. */
export const MAX_REGISTRY_BYTES = 10 * 1024 * 1024;
export const STATUS_COLOURS = { PROCESSING: 'warning', COMPLETED: 'success', ERRORED: 'error' } as const;
