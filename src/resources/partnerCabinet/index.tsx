import { CanAccess } from 'react-admin';
import { lazyScreen } from '../../cabinets/lazyScreen';
import { PartnerAnalyticPage } from './PartnerAnalyticPage';

const PartnerProgramPage = lazyScreen(() => import('./PartnerProgramPage'), 'PartnerProgramPage');

/** L3: the partner cabinet's home (its figures, loaded up front; charts come lazily) and its programme page. */
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
