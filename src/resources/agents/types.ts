import type { RaRecord } from 'react-admin';
import type { Infer } from '../../../common/resource';
import type { agents } from '../../../common/resources/agents';

/** An agent as GET /agents answers it (G8): the declared record (common/resources/agents.ts). */
export type AgentRecord = RaRecord<string> & Infer<typeof agents>;

export { AGENT_ROLES, AGENT_TYPES } from '../../../common/roles';
