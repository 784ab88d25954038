/**
 * The server side of the declared e-mail log (common/resources/email.ts, M2): a message the admin sends is counted in
 * the sender's message limit (D5) and queued like any other (the generated create writes the 'queued' row).
 */
import { email } from '../../../common/resources/email';
import { reserveMessageIn } from '../../providers/messages/limits';
import { serverResource } from '../../resources/hooks';

export default serverResource(email, {
  hooks: {
    // counted in the create's own transaction: refused (429) or written together with the queued message
    beforeCreate: async (columns, { db, request }) => {
      if (request.user) await reserveMessageIn(db, { channel: 'email', certificateId: null, senderId: request.user.id });
      return columns;
    },
    afterCreate: (_record, { request }) => request.server.providers.queue.queued(),
  },
  summaries: {
    list: 'M2: the e-mail log, newest first: every e-mail the product sent, with its status and Message-ID',
    create: 'M2: queues an e-mail (decision M2/send); the outbox worker sends it, retrying while the provider is down',
  },
});
