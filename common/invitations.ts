/** What an invitation may ask the new agent (G6), in the form's order; server and SPA read this one list. */
export const INVITATION_FIELDS = ['name', 'phone', 'email', 'passport', 'details', 'tin', 'login', 'address'] as const;
export type InvitationField = (typeof INVITATION_FIELDS)[number];
/** The agent signs in with one of these, so an invitation asks at least one (the server refuses otherwise). */
export const SIGN_IN_FIELDS: readonly InvitationField[] = ['login', 'phone', 'email'];
