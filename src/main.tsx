import { StrictMode, Suspense, lazy, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { isCabinet, type Cabinet } from '../common/roles';
import { routeToSignIn } from './login/signInGate';

/** The first path segment picks the cabinet (B1); each cabinet is its own lazily loaded react-admin app. */
const cabinets: Record<Cabinet, ReturnType<typeof lazy>> = {
  sales: lazy(() => import('./cabinets/sales/SalesApp')),
  cabinet: lazy(() => import('./cabinets/cabinet/ClientApp')),
  cpa: lazy(() => import('./cabinets/cpa/PartnerApp')),
};

/** The sign-in page loads without react-admin (docs/performance.md: its download budget). */
const LoginApp = lazy(() => import('./login/LoginApp'));

function Page({ cabinet, signIn }: { cabinet: Cabinet; signIn: boolean }) {
  const [signedIn, setSignedIn] = useState(!signIn);
  const CabinetApp = cabinets[cabinet];
  return <Suspense fallback={null}>{signedIn ? <CabinetApp /> : <LoginApp onSignedIn={() => setSignedIn(true)} />}</Suspense>;
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
