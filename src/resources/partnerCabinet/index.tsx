import { CanAccess } from 'react-admin';
import { lazyScreen } from '../../cabinets/lazyScreen';

// the home's figures come in a small chunk of their own, before the charts' and the report table's
const PartnerAnalyticPage = lazyScreen(() => import('./PartnerAnalyticPage'), 'PartnerAnalyticPage');
const PartnerProgramPage = lazyScreen(() => import('./PartnerProgramPage'), 'PartnerProgramPage');

/** L3: the partner cabinet's home (its figures, then lazily the charts and the report) and its programme page. */
export const partnerAnalyticSection = {
  path: '/analytic',
  element: (
    <CanAccess resource="partner-analytics" action="list">
      <PartnerAnalyticPage />
    </CanAccess>
  ),
};

export const partnerProgramSection = {
  path: '/program',
  element: (
    <CanAccess resource="partner-program" action="list">
      <PartnerProgramPage />
    </CanAccess>
  ),
};
