/**
 * The server side of the declared SMS log (common/resources/sms.ts, M1): a message the admin sends is counted in the
 * sender's message limit (D5) and queued like any other (the generated create writes the 'queued' row); the balance
 * is its own call, so the history never waits for the provider (decision M1/balance).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ERROR_CODES } from '../../../common/errors';
import { sms } from '../../../common/resources/sms';
import { ApiError } from '../../http/errors';
import { errorReplies } from '../../http/list';
import { serverResource } from '../../resources/hooks';
import { queuedMessageHooks } from './queued-hooks';

const SmsBalance = Type.Object({
  balance: Type.Union([Type.Number(), Type.Null()], { description: 'Roubles on the provider account; null where the provider has none (the sandbox)' }),
  provider: Type.String({ description: "The configured provider: 'sandbox' or 'smsru'" }),
});

const balanceRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/notifications/sms/balance',
    {
      config: { access: { resource: sms.name, action: 'list' } },
      schema: { tags: [sms.name], summary: "M1: the SMS provider account's balance", response: { 200: SmsBalance, 502: Type.Ref('ErrorBody'), ...errorReplies } },
    },
    async (request) => {
      const gateway = app.providers.gateways.sms;
      try {
        return { balance: await gateway.balance(), provider: gateway.name };
      } catch (error) {
        request.log.warn({ err: error }, 'the SMS balance could not be read');
        throw new ApiError(502, 'messages.balanceUnavailable', ERROR_CODES.internal);
      }
    },
  );
};

export default serverResource(sms, {
  custom: balanceRoute,
  hooks: queuedMessageHooks('sms'),
  summaries: {
    list: 'M1: the SMS log, newest first: every SMS the product sent, with its price, status and provider id',
    create: 'M1: queues an SMS; the outbox worker sends it, retrying while the provider is down (its status in the log)',
  },
});
