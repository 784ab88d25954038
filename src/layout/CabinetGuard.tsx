import type { ReactNode } from 'react';
import { ListSkeleton } from '../components/ListSkeleton';
import { cabinetOf } from '../../common/roles';
import { useCabinet } from '../cabinets/CabinetContext';
import { useAccessSubject } from './useAccessSubject';
import { CabinetRedirectNotice } from './CabinetRedirectNotice';

/** B8: a user whose roles belong to another cabinet sees a warning and is sent there, on every route. */
export function CabinetGuard({ children }: { children: ReactNode }) {
  const cabinet = useCabinet();
  const { subject, isPending } = useAccessSubject();
  // the page's frame at once rather than a blank second (react-admin's Loading waits one before it shows)
  if (isPending) return <ListSkeleton />;
  const ownCabinet = subject ? cabinetOf(subject.roles) : null;
  if (ownCabinet && ownCabinet !== cabinet) return <CabinetRedirectNotice target={ownCabinet} />;
  return <>{children}</>;
}
