import { lazyScreen } from '../../cabinets/lazyScreen';
import { sectionRoutes } from '../../cabinets/sectionRoutes';

const SignPage = lazyScreen(() => import('./SignPage'), 'SignPage');

/** M5: the signer's public page /cabinet/#/sign/<token> (a noLayout route, listed in PUBLIC_ROUTES too). */
export const signingSection = {
  path: '/sign',
  element: sectionRoutes({ ':token': <SignPage /> }),
  noLayout: true,
} as const;
