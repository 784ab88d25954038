/** A user's account as agents and the auth module read it from the users table. */
export const ACCOUNT_COLUMNS = ['users.name', 'users.login', 'users.phone', 'users.email', 'users.roles', 'users.blocked'] as const;
