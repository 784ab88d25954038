/** One chunk of a generation job (M6): its codes, their tariff link and the job's progress in one transaction. */
import type { Transaction } from 'kysely';
import type { JobContext } from '../../jobs/types';
import type { DB, PromoFilesTable } from '../../db/schema';
import type { Selectable } from 'kysely';
import { randomCode } from '../promo/generate';

/** Codes per transaction: small enough to keep a lock short, large enough that 100 000 codes take a few hundred. */
export const CHUNK_SIZE = 500;
/** A random code clashing with an existing one is drawn again; 32^8 codes make a tenth round unthinkable. */
const MAX_ROUNDS = 10;
export const LEASE_MS = 20_000;
export const UNFINISHED = ['CREATED', 'IN_PROGRESS'] as const;

type Job = Selectable<PromoFilesTable>;

/** A certificate reads 'ABCD-EFGH-JKLM' (32^12 of them); a promo code is 8 characters, as H3's. */
const codeOf = (kind: Job['kind']) => (kind === 'CERTIFICATES' ? [randomCode('', 4), randomCode('', 4), randomCode('', 4)].join('-') : randomCode(''));

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);

/**
 * Makes sure the codes `from`..`to` of the job exist: each insert skips a clash on the code (drawn again next round)
 * and on (job, seq), which a code already written holds, so no place of the job is ever filled twice.
 */
async function fillPlaces(tx: Transaction<DB>, job: Job, from: number, to: number): Promise<void> {
  let missing = range(from, to);
  for (let round = 0; missing.length && round < MAX_ROUNDS; round += 1) {
    const rows = await tx
      .insertInto('promo_codes')
      .values(missing.map((seq) => ({
        code: codeOf(job.kind), type: job.type ?? 'PERCENT', amount: job.amount ?? 100, all_use: job.all_use, global: false, expires_at: job.expires_at,
        promo_file_id: job.id, promo_file_seq: seq,
      })))
      .onConflict((oc) => oc.doNothing())
      .returning(['id', 'promo_file_seq'])
      .execute();
    if (rows.length) await tx.insertInto('promo_code_rates').values(rows.map((row) => ({ promo_code_id: row.id, rate_id: job.rate_id }))).execute();
    const written = new Set(rows.map((row) => row.promo_file_seq));
    missing = missing.filter((seq) => !written.has(seq));
    if (!missing.length) break;
    const held = await tx.selectFrom('promo_codes').select('promo_file_seq').where('promo_file_id', '=', job.id).where('promo_file_seq', 'in', missing).execute();
    const taken = new Set(held.map((row) => row.promo_file_seq));
    missing = missing.filter((seq) => !taken.has(seq));
  }
  if (missing.length) throw new Error(`could not draw distinct codes for ${missing.length} places of job ${job.id}`);
}

export type ChunkOutcome = 'more' | 'done' | 'lost';

/**
 * The next chunk of the job, if this process still holds it: the job's lease is renewed (and its row locked) first,
 * then the generation's row is locked, so another process waits, then sees the progress this chunk wrote. A crash
 * rolls the whole chunk back.
 */
export async function writeChunk(tx: Transaction<DB>, context: JobContext): Promise<ChunkOutcome> {
  if (!(await context.progress(undefined, tx))) return 'lost';
  const job = await tx.selectFrom('promo_files').selectAll().where('id', '=', context.id).where('status', 'in', UNFINISHED).forUpdate().executeTakeFirst();
  if (!job) return 'lost';
  const to = Math.min(job.count, job.generated + CHUNK_SIZE);
  if (to > job.generated) await fillPlaces(tx, job, job.generated + 1, to);
  const done = to >= job.count;
  const progress = done ? 100 : Math.floor((to * 100) / job.count);
  await tx
    .updateTable('promo_files')
    .set({ generated: to, progress_percentage: progress, status: done ? 'COMPLETED' : 'IN_PROGRESS', updated_at: new Date() })
    .where('id', '=', job.id)
    .execute();
  await context.progress(progress, tx);
  return done ? 'done' : 'more';
}
