import { StrictMode, Suspense, lazy } from 'react';
import { createRoot } from 'react-dom/client';
import { isCabinet, type Cabinet } from '../common/roles';

/** The first path segment picks the cabinet (B1); each cabinet is its own lazily loaded react-admin app. */
const cabinets: Record<Cabinet, ReturnType<typeof lazy>> = {
  sales: lazy(() => import('./cabinets/sales/SalesApp')),
  cabinet: lazy(() => import('./cabinets/cabinet/ClientApp')),
  cpa: lazy(() => import('./cabinets/cpa/PartnerApp')),
};

const segment = window.location.pathname.split('/')[1];
if (!isCabinet(segment)) {
  window.location.replace('/sales/');
} else {
  const CabinetApp = cabinets[segment];
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Suspense fallback={null}>
        <CabinetApp />
      </Suspense>
    </StrictMode>,
  );
}
