import type { Cabinet } from '../../common/roles';
import { tokenStore } from '../authProvider/tokenStore';
import { PUBLIC_ROUTES } from '../cabinets/publicRoutes';

/** Where react-admin keeps the address a visitor asked for (B3): the history state of /login, as react-router stores it. */
interface AskedAddress {
  nextPathname?: string;
  nextSearch?: string;
}

/** The cabinet's hash route, e.g. '/certificates?filter=…' for /sales/#/certificates?filter=…. */
const hashRoute = () => window.location.hash.replace(/^#/, '') || '/';

const isPublic = (cabinet: Cabinet, route: string) => {
  const path = route.split('?')[0];
  return PUBLIC_ROUTES[cabinet].some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
};

/**
 * A1, B3: sends a visitor without a session to the sign-in page at #/login (unless the address is public),
 * keeping the asked address where react-admin would; true when the page should show the sign-in page.
 * The cabinet itself loads only once the visitor is signed in.
 */
export function routeToSignIn(cabinet: Cabinet): boolean {
  returnAddressToHashRoute();
  const route = hashRoute();
  if (tokenStore.getSessionToken() || isPublic(cabinet, route)) return false;
  if (!/^\/login(?:[/?]|$)/.test(route)) {
    const [nextPathname, query] = route.split(/\?(.*)/s);
    const usr: AskedAddress = { nextPathname, nextSearch: query ? `?${query}` : '' };
    window.history.replaceState({ usr, key: 'default', idx: 0 }, '', '#/login');
  }
  return true;
}

/** After signing in: back to the address the visitor asked for, else the cabinet's home. */
export function goToAskedAddress(): void {
  const state = window.history.state as { usr?: AskedAddress } | null;
  const { nextPathname = '/', nextSearch = '' } = state?.usr ?? {};
  window.history.replaceState(null, '', `#${nextPathname}${nextSearch}`);
}

/**
 * Return addresses cannot carry a hash (A7: /cabinet/oauth/sberbank?code=…&state=…; an acquirer's return to
 * /cabinet/payment/{orderId}?token=…, with its own query appended): their pages live at the cabinet's hash routes.
 */
const PATH_RETURNS = [/^\/cabinet(\/oauth\/sberbank)\/?$/, /^\/cabinet(\/payment\/[^/]+)\/?$/];

function returnAddressToHashRoute(): void {
  const { pathname, search } = window.location;
  for (const pattern of PATH_RETURNS) {
    const route = pattern.exec(pathname)?.[1];
    if (route) window.history.replaceState(null, '', `/cabinet/#${route}${search}`);
  }
}
