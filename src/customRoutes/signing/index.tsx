import { lazyScreen } from '../../cabinets/lazyScreen';
import { publicSection } from '../../cabinets/sectionRoutes';

const SignPage = lazyScreen(() => import('./SignPage'), 'SignPage');

/** M5: the signer's public page /cabinet/#/sign/<token>. */
export const signingSection = publicSection('/sign', 'token', <SignPage />);
