import { Suspense } from 'react';
import { useGetIdentity } from 'react-admin';
import { needsClickConsent } from '../../common/roles';
import type { AppIdentity } from '../authProvider/identity';
import { useCabinet } from '../cabinets/CabinetContext';
import { lazyFirstScreenPart } from '../cabinets/lazyScreen';

// loaded only for an agent who has to accept: not part of the sales cabinet's first screen (docs/performance.md)
const ClickConsentTerms = lazyFirstScreenPart(() => import('./ClickConsentTerms'), 'ClickConsentTerms');

/** G11: the click programme partner's agents accept its terms before working in the sales cabinet; the modal cannot be dismissed otherwise. */
export function ClickConsentDialog() {
  const cabinet = useCabinet();
  const { identity } = useGetIdentity();
  const subject = identity as AppIdentity | undefined;
  if (cabinet !== 'sales' || !subject || !needsClickConsent(subject)) return null;
  return (
    <Suspense fallback={null}>
      <ClickConsentTerms />
    </Suspense>
  );
}
