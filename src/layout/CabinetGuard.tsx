import type { ReactNode } from 'react';
import { Loading } from 'react-admin';
import { cabinetOf } from '../../common/roles';
import { useCabinet } from '../cabinets/CabinetContext';
import { useAccessSubject } from './useAccessSubject';
import { CabinetRedirectNotice } from './CabinetRedirectNotice';

/** B8: a user whose roles belong to another cabinet sees a warning and is sent there, on every route. */
export function CabinetGuard({ children }: { children: ReactNode }) {
  const cabinet = useCabinet();
  const { subject, isPending } = useAccessSubject();
  if (isPending) return <Loading />;
  const ownCabinet = subject ? cabinetOf(subject.roles) : null;
  if (ownCabinet && ownCabinet !== cabinet) return <CabinetRedirectNotice target={ownCabinet} />;
  return <>{children}</>;
}
