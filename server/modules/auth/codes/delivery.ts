import type { FastifyInstance } from 'fastify';
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
 * sandbox outbox, never where a real gateway delivers them (production without DEMO has no demo mode).
 */
export function sandboxCode(app: DeliveryServices, code: string | null): { sandboxCode?: string } {
  const sandbox = app.providers.sms instanceof SandboxSms && app.providers.email instanceof SandboxEmail;
  return app.config.demo && sandbox && code ? { sandboxCode: code } : {};
}

/** The sending step's answer: the code's id, the page's message, the wait before a new code, and the sandbox code of one sent. */
export const codeSent = (app: DeliveryServices, codeId: string, message: string, sentCode: string | null) => ({
  codeId,
  message,
  resendAfter: CODE_RULES.resendSeconds,
  ...sandboxCode(app, sentCode),
});
