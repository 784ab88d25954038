/** The server side of the declared invitations (common/resources/invitations.ts): the list is generated, the rest custom. */
import { invitations } from '../../../common/resources/invitations';
import { serverResource } from '../../resources/hooks';
import invitationRoutes from './routes';

export default serverResource(invitations, {
  custom: invitationRoutes,
  summaries: { list: "A partner's invitations ({id} is the partner), newest first; filters blocked and status" },
});
