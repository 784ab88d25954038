import { createAuthProvider } from './authProvider';

/** The page's auth provider, shared by the sign-in page (src/login) and the cabinet's <Admin>. */
export const authProvider = createAuthProvider();
