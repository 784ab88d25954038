import type { Migration } from 'kysely';
import * as platform from './0001-platform';

/** Versioned migrations, applied in key order at start. Add a new file and list it here; never edit an applied one. */
export const migrations: Record<string, Migration> = {
  '0001-platform': platform,
};
