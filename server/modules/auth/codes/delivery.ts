import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Language } from '../../../i18n/messages';
import { translate } from '../../../i18n/messages';
import { SandboxEmail } from '../../../providers/email/index';
import { SandboxSms } from '../../../providers/sms/index';
import { CODE_RULES } from './limits';

type DeliveryServices = Pick<FastifyInstance, 'providers' | 'config'>;

export const sendCodeBySms = (app: DeliveryServices, phone: string, code: string, language: Language) =>
  app.providers.sms.send(phone, translate(language, 'onboarding.smsText', { code }));

export const sendCodeByEmail = (app: DeliveryServices, to: string, code: string, language: Language) =>
  app.providers.email.send({ to, subject: translate(language, 'onboarding.emailSubject'), body: translate(language, 'onboarding.emailText', { code }) });

/**
 * The code again for the page's sandbox banner: only in demo mode and only while messages go to the
 * sandbox gateways, never where a real gateway delivers them (production without DEMO has no demo mode).
 */
export function sandboxCode(app: DeliveryServices, code: string | null): { sandboxCode?: string } {
  const sandbox = app.providers.gateways.sms instanceof SandboxSms && app.providers.gateways.email instanceof SandboxEmail;
  return app.config.demo && sandbox && code ? { sandboxCode: code } : {};
}

/** The sending step's answer: the code's id, the page's message, the wait before a new code, and the sandbox code of one sent. */
export const codeSent = (app: DeliveryServices, codeId: string, message: string, sentCode: string | null) => ({
  codeId,
  message,
  resendAfter: CODE_RULES.resendSeconds,
  ...sandboxCode(app, sentCode),
});

/** Starts a message after the reply; a failure is logged, since the reply has gone. */
export type SendLater = (log: FastifyBaseLogger, send: () => Promise<void>) => void;

/**
 * Messages sent after the reply is written (issue 23): where the reply must not tell whether an account exists
 * (recovery, join), its time must not either, and a gateway's round trip only happens for accounts. The plugin's
 * close waits for the messages still on their way.
 */
export function sendAfterReply(app: FastifyInstance): SendLater {
  const pending = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled([...pending]);
  });
  return (log, send) => {
    const task: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(send)
      .catch((error: unknown) => log.error({ err: error }, 'a one-time code could not be sent'))
      .finally(() => pending.delete(task));
    pending.add(task);
  };
}
