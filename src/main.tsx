import { StrictMode, Suspense, lazy, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { isCabinet, type Cabinet } from '../common/roles';
import type { AppIdentity } from './authProvider/identity';
import { routeToSignIn } from './login/signInGate';

/** The first path segment picks the cabinet (B1); each cabinet is its own lazily loaded react-admin app. */
const cabinets: Record<Cabinet, ReturnType<typeof lazy>> = {
  sales: lazy(() => import('./cabinets/sales/SalesApp')),
  cabinet: lazy(() => import('./cabinets/cabinet/ClientApp')),
  cpa: lazy(() => import('./cabinets/cpa/PartnerApp')),
};

/** The sign-in page loads without react-admin (docs/performance.md: its download budget). */
const LoginApp = lazy(() => import('./login/LoginApp'));


/** The home's data, read as soon as the session exists (in parallel with the profile call), not after the home renders. */
const onSession: Partial<Record<Cabinet, (profile: Promise<AppIdentity>) => void>> = {
  cabinet: () => void import('./resources/myServices/homePreload').then((home) => home.preloadMyServices()).catch(() => undefined),
  cpa: (profile) => void import('./resources/partnerCabinet/homePreload').then((home) => home.preloadPartnerHome(profile)).catch(() => undefined),
};

/** Soon after the sign-in page has painted: a person types for seconds, a quick one (or a password manager) does not. */
function whenIdle(run: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 300 });
  else setTimeout(run, 100);
}

function Page({ cabinet, signIn }: { cabinet: Cabinet; signIn: boolean }) {
  const [signedIn, setSignedIn] = useState(!signIn);
  useEffect(() => {
    // the warm-up's own module loads when idle too: its chunk lists are no part of a first screen's download;
    // a failed warm-up is retried by the lazy import when the cabinet opens
    if (!signedIn) whenIdle(() => void import('./login/warmUp').then(({ warmUp }) => warmUp[cabinet]()).catch(() => undefined));
  }, [cabinet, signedIn]);
  const CabinetApp = cabinets[cabinet];
  return <Suspense fallback={null}>{signedIn ? <CabinetApp /> : <LoginApp onSignedIn={() => setSignedIn(true)} onSession={onSession[cabinet]} />}</Suspense>;
}

const segment = window.location.pathname.split('/')[1];
if (!isCabinet(segment)) {
  window.location.replace('/sales/');
} else {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Page cabinet={segment} signIn={routeToSignIn(segment)} />
    </StrictMode>,
  );
}
