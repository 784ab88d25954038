/** Organisation tables: invitations, bulk loader tasks, registries. */
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Timestamp } from './columns';
import type { InvitationField } from '../../../common/invitations';


/** An invitation to register as an agent of a partner (G6); `fields` are the registration fields it asks for. */
export interface InvitationsTable {
  id: Generated<string>;
  partner_id: string;
  subdivision_id: string | null;
  fields: ColumnType<InvitationField[], string | undefined, string>;
  blocked: Generated<boolean>;
  status: Generated<'DEFAULT' | 'SUCCESS' | 'FAILED'>;
  created_at: CreatedAt;
}

export type LoaderTaskStatus = 'CREATED' | 'IN_PROGRESS' | 'COMPLETED' | 'ERRORED';

export interface LoaderTasksTable {
  id: Generated<string>;
  partner_id: string;
  author_id: string | null;
  file_name: string;
  status: Generated<LoaderTaskStatus>;
  progress_percentage: Generated<number>;
  completed_tasks: Generated<number>;
  total_tasks: Generated<number>;
  result_file_id: string | null;
  /** The uploaded sheet, read again when the task resumes after a restart. */
  source_file_id: string | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

/** What became of each processed row of a task; written with the row's account, removed once the result file exists. */
export interface LoaderTaskRowsTable {
  task_id: string;
  row_number: number;
  created: boolean;
  reason: string | null;
  generated_password: string | null;
}

export type RegistryKind = 'certificates';
export type RegistryStatus = 'PROCESSING' | 'COMPLETED' | 'ERRORED';

/** G4: an uploaded registry sheet and its counters. */
export interface RegistriesTable {
  id: Generated<string>;
  partner_id: string;
  kind: RegistryKind;
  file_id: string | null;
  file_name: string;
  status: Generated<RegistryStatus>;
  total_rows: Generated<number>;
  imported_rows: Generated<number>;
  refused_rows: Generated<number>;
  created_by: string | null;
  created_at: CreatedAt;
}

/** G4: one sheet row: imported (certificate_id) or refused (reason = a message key); data = the row's cells. */
export interface RegistryRowsTable {
  registry_id: string;
  row_number: number;
  status: 'IMPORTED' | 'REFUSED';
  certificate_id: string | null;
  reason: string | null;
  data: ColumnType<Record<string, string>, string, string>;
}
