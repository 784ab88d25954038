import type { Cabinet } from '../../common/roles';
import { INVITATION_ROUTE } from '../resources/invitations/types';

/**
 * The addresses a visitor reaches without signing in: the cabinets' noLayout sections. The sign-in gate
 * (src/login/signInGate.ts) loads the cabinet for them instead of the sign-in page; it cannot read the
 * cabinet declarations, which pull every screen in, so tests/spa/sign-in-gate.test.ts keeps both in step.
 */
export const PUBLIC_ROUTES: Record<Cabinet, readonly string[]> = {
  sales: [INVITATION_ROUTE],
  cabinet: ['/registration', '/join', '/recovery', '/oauth/sberbank', '/payment', '/shop', '/sign'],
  cpa: [],
};
