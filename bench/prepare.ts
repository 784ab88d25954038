import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Database, openDatabase } from '../server/db/database';
import { migrateToLatest } from '../server/db/migrate';
import type { BenchConfig } from './config';
import { type GeneratedData, generateData, hasBenchData, vacuumBenchTables } from './data/generate';
import { generateReportPartner } from './data/report-partner';

export interface PreparedDatabase {
  database: Database;
  /** The server's DATA_DIR: the embedded database lives here, and the generated secrets in both cases. */
  dataDir: string;
  generated: GeneratedData;
  removeDataDir(): void;
}

/**
 * A fresh temp DATA_DIR (embedded database) or the given PostgreSQL, migrated and filled with the generator;
 * with BENCH_REUSE_DATA=1 a database that already holds benchmark data is migrated and measured as it is.
 */
export async function prepareDatabase(config: BenchConfig, log: (line: string) => void): Promise<PreparedDatabase> {
  const dataDir = config.dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'certificates-bench-'));
  const removeDataDir = () => (config.dataDir ? undefined : rmSync(dataDir, { recursive: true, force: true }));
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir });
  try {
    await migrateToLatest(database.db);
    if (config.reuseData && (await hasBenchData(database.db))) {
      const { n } = await database.db.selectFrom('certificates').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      log(`reusing the benchmark data already there (${n} certificates); vacuum analyze after its migrations…`);
      await vacuumBenchTables(database.db);
      return { database, dataDir, generated: { certificates: Number(n), seconds: 0 }, removeDataDir };
    }
    log(`generating ${config.certificates} certificates into ${database.kind === 'embedded' ? dataDir : 'DATABASE_URL'}…`);
    const generated = await generateData(database.db, config.certificates, log);
    log(`generated in ${generated.seconds} s`);
    if (config.reportRows > 0) await generateReportPartner(database.db, config.reportRows, log);
    return { database, dataDir, generated, removeDataDir };
  } catch (error) {
    await database.close();
    removeDataDir();
    throw error;
  }
}
