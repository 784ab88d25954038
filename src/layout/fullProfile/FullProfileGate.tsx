import { type ReactNode, Suspense } from 'react';
import { useGetIdentity } from 'react-admin';
import { lazyScreen } from '../../cabinets/lazyScreen';
import { ListSkeleton } from '../../components/ListSkeleton';
import { useCabinet } from '../../cabinets/CabinetContext';
import type { AppIdentity } from '../../authProvider/identity';

const FullProfileForm = lazyScreen(() => import('./FullProfileForm'), 'FullProfileForm');

/** K1: in the client cabinet, a client with isNotFullProfile sees the profile form instead of any page until it is complete. */
export function FullProfileGate({ children }: { children: ReactNode }) {
  const cabinet = useCabinet();
  const { identity } = useGetIdentity();
  const client = identity as AppIdentity | undefined;
  if (cabinet !== 'cabinet' || !client?.isNotFullProfile) return <>{children}</>;
  return (
    <Suspense fallback={<ListSkeleton />}>
      <FullProfileForm identity={client} />
    </Suspense>
  );
}
