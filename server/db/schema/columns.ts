/** Column types shared by the table types. */
import type { ColumnType } from 'kysely';

export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
export type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
