import { lazyScreen } from '../../cabinets/lazyScreen';
import { sectionRoutes } from '../../cabinets/sectionRoutes';

const PaymentResultPage = lazyScreen(() => import('./PaymentResultPage'), 'PaymentResultPage');

/** The client cabinet's public payment result (D4/result-link): a noLayout route, listed in PUBLIC_ROUTES too. */
export const paymentResultSection = {
  path: '/payment',
  element: sectionRoutes({ ':orderId': <PaymentResultPage /> }),
  noLayout: true,
} as const;
