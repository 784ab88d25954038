import { reserveMessageIn } from '../../providers/messages/limits';
import type { ResourceHooks } from '../../resources/hooks';

/**
 * The generated create of a message log (SMS or e-mail): the send is counted in the sender's message limit in the
 * create's own transaction (refused with 429, or written together with the queued row); the row's insert enqueues its
 * job and wakes the workers at commit (migration 0570), so the message leaves at once.
 */
export const queuedMessageHooks = (channel: 'sms' | 'email'): ResourceHooks => ({
  beforeCreate: async (columns, { db, request }) => {
    if (request.user) await reserveMessageIn(db, { channel, certificateId: null, senderId: request.user.id });
    return columns;
  },
});
