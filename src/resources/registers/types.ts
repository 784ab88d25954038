/** What GET /registries and POST /partners/{id}/registry/{kind} answer (G4, C15). */
export type RegistryStatus = 'PROCESSING' | 'COMPLETED' | 'ERRORED';

export interface RegistryRecord {
  id: string;
  partner: { id: string; name: string } | null;
  kind: 'certificates';
  file_name: string;
  status: RegistryStatus;
  total_rows: number;
  imported_rows: number;
  refused_rows: number;
  created_by: { id: string; name: string } | null;
  created_at: string;
}

export interface RegistryRowRecord {
  row_number: number;
  status: 'IMPORTED' | 'REFUSED';
  certificate: { id: string; number: string } | null;
  reason: string | null;
  data: Record<string, string>;
}

export interface RegistryDetail extends RegistryRecord {
  rows: RegistryRowRecord[];
}

export const REGISTRY_KIND = 'certificates';
/** O11: the server reads up to 10 MB. */
export const MAX_REGISTRY_BYTES = 10 * 1024 * 1024;
export const STATUS_COLOURS = { PROCESSING: 'warning', COMPLETED: 'success', ERRORED: 'error' } as const;
