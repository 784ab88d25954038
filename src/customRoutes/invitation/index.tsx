import { Route, Routes } from 'react-router-dom';
import { INVITATION_ROUTE } from '../../resources/invitations/types';
import { lazyScreen } from '../../cabinets/lazyScreen';

const InvitationRegistrationPage = lazyScreen(() => import('./InvitationRegistrationPage'), 'InvitationRegistrationPage');

function InvitationRoutes() {
  return (
    <Routes>
      <Route path=":id" element={<InvitationRegistrationPage />} />
    </Routes>
  );
}

/**
 * The registration by invitation (A11) at /sales/#/join/invitation/{id}: a CustomRoutes noLayout route, which
 * react-admin renders before and regardless of its sign-in check, so a visitor without a session reaches it.
 */
export const invitationSection = { path: INVITATION_ROUTE, element: <InvitationRoutes />, noLayout: true } as const;
