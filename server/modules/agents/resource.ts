/** The server side of the declared agents (common/resources/agents.ts): GET /agents/{id} is generated, the rest custom. */
import { agents } from '../../../common/resources/agents';
import { serverResource } from '../../resources/hooks';
import { agentHooks } from './promo-codes';
import agentRoutes from './routes';

export default serverResource(agents, {
  custom: agentRoutes,
  hooks: agentHooks,
  summaries: { one: 'One agent' },
});
