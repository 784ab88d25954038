import { lazyScreen } from '../../cabinets/lazyScreen';

const RegistrationPage = lazyScreen(() => import('./RegistrationPage'), 'RegistrationPage');
const JoinPage = lazyScreen(() => import('./JoinPage'), 'JoinPage');
const RecoveryPage = lazyScreen(() => import('./RecoveryPage'), 'RecoveryPage');
const BankCallbackPage = lazyScreen(() => import('./BankCallbackPage'), 'BankCallbackPage');

/** The client cabinet's public pages (A7–A10): noLayout routes react-admin renders without a session (listed in PUBLIC_ROUTES too). */
export const onboardingSections = [
  { path: '/registration', element: <RegistrationPage />, noLayout: true },
  { path: '/join', element: <JoinPage />, noLayout: true },
  { path: '/recovery', element: <RecoveryPage />, noLayout: true },
  { path: '/oauth/sberbank', element: <BankCallbackPage />, noLayout: true },
] as const;
