/** Column types shared by the table types. */
import type { ColumnType, Generated } from 'kysely';

export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
export type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

/** A stored picture's columns, one row per content (sha256), its bytes a `files` row: templates' and stories' pictures. */
export interface PictureColumns<Mime extends string> {
  id: Generated<string>;
  mime: Mime;
  width: number;
  height: number;
  size: number;
  sha256: string;
  file_id: string;
  created_at: CreatedAt;
}
