import type { FastifyPluginAsync } from 'fastify';
import { receiptQueue } from './worker';

/**
 * M4: the receipt queue on the app's job queue, worked by this process every `receiptJobSeconds` and at each receipt
 * queued anywhere (off when 0 or unset, as in the tests, which tick a queue of their own). The routes are the
 * declared `cashbox` resource (resource.ts).
 */
const cashboxModule: FastifyPluginAsync = async (app) => {
  const seconds = app.config.receiptJobSeconds ?? 0;
  app.jobs.define(receiptQueue({ db: app.db, register: app.providers.fiscal, log: app.log }, seconds * 1000));
};

export default cashboxModule;
