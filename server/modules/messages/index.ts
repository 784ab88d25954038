import type { FastifyPluginAsync } from 'fastify';
import { SmtpEmail } from '../../providers/email/smtp';
import { emailQueue, smsQueue } from './worker';

/**
 * M1, M2: the outbox's SMS and e-mail queues on the app's job queue, worked by this process every
 * `messageJobSeconds` and at each message queued anywhere (off when 0 or unset, as in the tests, which tick a queue
 * of their own). The routes are the declared `sms` and `email` resources beside it.
 */
const messagesModule: FastifyPluginAsync = async (app) => {
  const pollMs = (app.config.messageJobSeconds ?? 0) * 1000;
  app.addHook('onClose', async () => {
    if (app.providers.gateways.email instanceof SmtpEmail) app.providers.gateways.email.close();
  });
  const services = { db: app.db, gateways: app.providers.gateways, log: app.log };
  app.jobs.define(smsQueue(services, pollMs)).define(emailQueue(services, pollMs));
};

export default messagesModule;
