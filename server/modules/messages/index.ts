import type { FastifyPluginAsync } from 'fastify';
import { SmtpEmail } from '../../providers/email/smtp';
import { MessageWorker } from './worker';

/**
 * M1, M2: the outbox worker of this process, scanning every `messageJobSeconds` and woken by each message queued here
 * (off when 0 or unset, as in the tests, which tick a MessageWorker themselves). The routes are the declared `sms`
 * and `email` resources beside it.
 */
const messagesModule: FastifyPluginAsync = async (app) => {
  const seconds = app.config.messageJobSeconds ?? 0;
  app.addHook('onClose', async () => {
    if (app.providers.gateways.email instanceof SmtpEmail) app.providers.gateways.email.close();
  });
  if (seconds <= 0) return;
  const worker = new MessageWorker({ db: app.db, gateways: app.providers.gateways, log: app.log });
  const unlisten = app.providers.queue.listen(() => worker.wake());
  app.workers.register('messages', worker);
  app.addHook('onReady', async () => worker.start(seconds));
  app.addHook('onClose', async () => {
    unlisten();
    await worker.stop();
  });
};

export default messagesModule;
