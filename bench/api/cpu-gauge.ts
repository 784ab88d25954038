/**
 * CPU seconds the scale-out step reads around each sample: the server processes' (all of them, the idle ones' job
 * ticks included) and, when PostgreSQL runs on this machine, its cluster's (the postmaster and its backends), so a
 * request's cost splits into the app's share and the database's — what sizes each tier beyond this machine.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import type { Db } from '../../server/db/database';
import { type NodeServer, treeCpuSeconds } from './process';

/** The postmaster's pid from its data directory's postmaster.pid; undefined for a server elsewhere or unreadable. */
export async function postmasterPid(db: Db): Promise<number | undefined> {
  try {
    const { rows } = await sql<{ data_directory: string }>`show data_directory`.execute(db);
    const pid = Number(readFileSync(path.join(rows[0]!.data_directory, 'postmaster.pid'), 'utf8').split('\n')[0]);
    treeCpuSeconds(pid);
    return pid;
  } catch {
    return undefined;
  }
}

export interface CpuReading {
  app: number;
  database?: number;
}

/** A reading now; the difference of two is the CPU a sample took. */
export const readCpu = (servers: NodeServer[], postmaster: number | undefined): CpuReading => ({
  app: servers.reduce((sum, server) => sum + server.cpuSeconds(), 0),
  ...(postmaster ? { database: treeCpuSeconds(postmaster) } : {}),
});

export const cpuSpent = (before: CpuReading, after: CpuReading): CpuReading => ({
  app: after.app - before.app,
  ...(before.database !== undefined && after.database !== undefined ? { database: after.database - before.database } : {}),
});
