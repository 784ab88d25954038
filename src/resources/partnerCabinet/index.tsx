import { guardedPage } from '../../cabinets/guardedPage';
import { lazyScreen } from '../../cabinets/lazyScreen';

// the home's figures come in a small chunk of their own, before the charts' and the report table's
const PartnerAnalyticPage = lazyScreen(() => import('./PartnerAnalyticPage'), 'PartnerAnalyticPage');
const PartnerProgramPage = lazyScreen(() => import('./PartnerProgramPage'), 'PartnerProgramPage');

/** L3: the partner cabinet's home (its figures, then lazily the charts and the report) and its programme page. */
export const partnerAnalyticSection = guardedPage('/analytic', { resource: 'partner-analytics', action: 'list' }, PartnerAnalyticPage);

export const partnerProgramSection = guardedPage('/program', { resource: 'partner-program', action: 'list' }, PartnerProgramPage);
