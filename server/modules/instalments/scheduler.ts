import type { FastifyPluginAsync } from 'fastify';
import { enqueue } from '../../jobs/store';
import type { QueueDefinition } from '../../jobs/types';
import { runDueInstalments } from './job';

/** The one recurring job of the credit autopay: each run schedules the next as its next step. */
export const INSTALMENTS_JOB = { queue: 'instalments', key: 'instalments:autopay' } as const;

/**
 * Runs the credit autopay job every `instalmentJobSeconds` as a recurring job of the job queue (off when 0 or unset,
 * as in the tests, which call runDueInstalments themselves). One job, so runs never overlap, in one process or in
 * several; the instalments a run charges are still claimed one by one with their own charge state (claim.ts).
 */
const instalmentScheduler: FastifyPluginAsync = async (app) => {
  const seconds = app.config.instalmentJobSeconds ?? 0;
  if (seconds <= 0) return;
  const queue: QueueDefinition = {
    name: INSTALMENTS_JOB.queue,
    pollMs: seconds * 1000,
    async run(context) {
      await runDueInstalments(app.db, app.providers.acquirers, context.now(), app.log, app.providers.receiptVat);
      return { again: seconds * 1000 };
    },
  };
  app.jobs.define(queue);
  // a failed run after a long outage is queued again with the next start
  app.addHook('onReady', async () => enqueue(app.db, { ...INSTALMENTS_JOB, revive: true }));
};

export default instalmentScheduler;
