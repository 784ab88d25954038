/**
 * Generation jobs (M6) as a queue of the job queue (decision Jobs/queue): a generation's job `generation:<id>` is
 * enqueued by the insert of its row (migration 0570) and runs chunk after chunk, each in one transaction that first
 * renews the job's lease (codes.ts). A job whose process stopped is taken over by any process after its lease and
 * continues after its last committed chunk; the unique (job, seq) of its codes means no code is made twice,
 * whichever processes run it. The promo_files row stays the job's record for the screen (status, progress, count).
 */
import type { FastifyBaseLogger } from 'fastify';
import { writeAudit } from '../../audit/record';
import type { Db } from '../../db/database';
import type { QueueDefinition } from '../../jobs/types';
import { LEASE_MS, UNFINISHED, writeChunk } from './codes';

/** How often a process looks for jobs nobody holds (besides each wake-up): retries due and abandoned ones. */
export const SCAN_MS = 2_000;

export function generationQueue({ db }: { db: Db; log: FastifyBaseLogger }): QueueDefinition {
  return {
    name: 'generation',
    pollMs: SCAN_MS,
    leaseMs: LEASE_MS,
    async run(context) {
      for (;;) {
        if (context.stopping()) return 'released';
        const outcome = await db.transaction().execute((tx) => writeChunk(tx, context));
        if (outcome === 'lost') return;
        if (outcome === 'done') {
          await writeAudit(db, { userId: null, ip: null }, { resource: 'promoFiles', recordId: context.id, action: 'update', before: { status: 'IN_PROGRESS' }, after: { status: 'COMPLETED' } });
          return;
        }
        // let requests in between chunks
        await new Promise<void>((resolve) => setImmediate(resolve));
      }
    },
    async failed(tx, context, { final }) {
      if (!final) return;
      await tx.updateTable('promo_files').set({ status: 'ERRORED', updated_at: new Date() }).where('id', '=', context.id).where('status', 'in', UNFINISHED).execute();
      await writeAudit(tx, { userId: null, ip: null }, { resource: 'promoFiles', recordId: context.id, action: 'update', before: { status: 'IN_PROGRESS' }, after: { status: 'ERRORED' } });
    },
  };
}
