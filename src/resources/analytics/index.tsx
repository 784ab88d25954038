import { guardedPage } from '../../cabinets/guardedPage';
import { lazyScreen } from '../../cabinets/lazyScreen';

const AnalyticsPage = lazyScreen(() => import('./AnalyticsPage'), 'AnalyticsPage');

/** L1 sales analytics at /analytics (the menu's address). */
export const analyticsSection = guardedPage('/analytics', { resource: 'analytics', action: 'list' }, AnalyticsPage);
