import type { FastifyPluginAsync } from 'fastify';
import { runDueInstalments } from './job';

/**
 * Runs the credit autopay job every `instalmentJobSeconds` in the server process (off when 0 or unset, as in the
 * tests, which call runDueInstalments themselves). Runs never overlap in one process; several processes on one
 * PostgreSQL share the work through row locks (claim.ts).
 */
const instalmentScheduler: FastifyPluginAsync = async (app) => {
  const seconds = app.config.instalmentJobSeconds ?? 0;
  if (seconds <= 0) return;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  app.workers.register('instalments', { isRunning: () => timer !== undefined });
  const tick = () => {
    running = runDueInstalments(app.db, app.providers.acquirers, new Date(), app.log, app.providers.receiptVat).catch((error: unknown) =>
      app.log.error({ err: error }, 'credit autopay job failed'),
    );
    void running.then(() => {
      if (timer) timer = setTimeout(tick, seconds * 1000).unref();
    });
  };
  app.addHook('onReady', async () => {
    timer = setTimeout(tick, 0).unref();
  });
  app.addHook('onClose', async () => {
    clearTimeout(timer);
    timer = undefined;
    await running;
  });
};

export default instalmentScheduler;
