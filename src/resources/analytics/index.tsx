import { CanAccess } from 'react-admin';
import { lazyScreen } from '../../cabinets/lazyScreen';

const AnalyticsPage = lazyScreen(() => import('./AnalyticsPage'), 'AnalyticsPage');

/** L1 sales analytics at /analytics (the menu's address). */
export const analyticsSection = {
  path: '/analytics',
  element: (
    <CanAccess resource="analytics" action="list">
      <AnalyticsPage />
    </CanAccess>
  ),
};
