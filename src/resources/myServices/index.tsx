import { lazyScreen } from '../../cabinets/lazyScreen';

const MyServicesPage = lazyScreen(() => import('./MyServicesPage'), 'MyServicesPage');

/** The client cabinet's home at /services (F6, B2). */
export const myServicesSection = { path: '/services', element: <MyServicesPage /> };
