import type { FastifyPluginAsync } from 'fastify';
import { ReceiptWorker } from './worker';

/**
 * M4: the receipt worker of this process, scanning every `receiptJobSeconds` and woken by each receipt queued here
 * (off when 0 or unset, as in the tests, which tick a ReceiptWorker themselves). The routes are the declared
 * `cashbox` resource (resource.ts).
 */
const cashboxModule: FastifyPluginAsync = async (app) => {
  const seconds = app.config.receiptJobSeconds ?? 0;
  if (seconds <= 0) return;
  const worker = new ReceiptWorker({ db: app.db, register: app.providers.fiscal, log: app.log });
  const unlisten = app.providers.receipts.listen(() => worker.wake());
  app.workers.register('receipts', worker);
  app.addHook('onReady', async () => worker.start(seconds));
  app.addHook('onClose', async () => {
    unlisten();
    await worker.stop();
  });
};

export default cashboxModule;
