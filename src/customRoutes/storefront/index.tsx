import { lazyScreen } from '../../cabinets/lazyScreen';
import { sectionRoutes } from '../../cabinets/sectionRoutes';

const StorefrontPage = lazyScreen(() => import('./StorefrontPage'), 'StorefrontPage');
const CheckoutPage = lazyScreen(() => import('./CheckoutPage'), 'CheckoutPage');

/** Issue 27: the public storefront and its checkout, without an account (noLayout, listed in PUBLIC_ROUTES too). */
export const storefrontSection = {
  path: '/shop',
  element: sectionRoutes({ '': <StorefrontPage />, checkout: <CheckoutPage /> }),
  noLayout: true,
} as const;
