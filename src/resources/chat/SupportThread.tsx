import { useCanAccess } from 'react-admin';
import { OperatorThread } from './OperatorThread';
import { ThreadView } from './ThreadView';

/** I5: /support/:id: the agent's own thread, or the admin's reply view with the agent beside it. */
export function SupportThread() {
  const { canAccess: operator, isPending } = useCanAccess({ resource: 'support', action: 'close' });
  if (isPending) return null;
  return operator ? <OperatorThread line="SUPPORT" back="/support" /> : <ThreadView line="SUPPORT" back="/support" />;
}
