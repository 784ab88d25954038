/**
 * The server side of the declared e-mail log (common/resources/email.ts, M2): a message the admin sends is counted in
 * the sender's message limit (D5) and queued like any other (the generated create writes the 'queued' row).
 */
import { email } from '../../../common/resources/email';
import { serverResource } from '../../resources/hooks';
import { queuedMessageHooks } from './queued-hooks';

export default serverResource(email, {
  hooks: queuedMessageHooks('email'),
  summaries: {
    list: 'M2: the e-mail log, newest first: every e-mail the product sent, with its status and Message-ID',
    create: 'M2: queues an e-mail (decision M2/send); the outbox worker sends it, retrying while the provider is down',
  },
});
