import { lazyScreen } from '../../cabinets/lazyScreen';
import { publicSection } from '../../cabinets/sectionRoutes';

const PaymentResultPage = lazyScreen(() => import('./PaymentResultPage'), 'PaymentResultPage');

/** The client cabinet's public payment result (D4/result-link). */
export const paymentResultSection = publicSection('/payment', 'orderId', <PaymentResultPage />);
