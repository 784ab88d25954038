/** The error body every /gw route answers with (a [SERVER] contract, written down in the OpenAPI document). */
export interface ApiErrorBody {
  message: string;
  code?: string;
  /** Field name → what is wrong with it, in the user's language. */
  errors?: Record<string, string>;
}

export const ERROR_CODES = {
  invalidJwt: 'E_INVALID_JWT_TOKEN',
  invalidRefresh: 'E_INVALID_JWT_REFRESH_TOKEN',
  invalidCredentials: 'E_INVALID_CREDENTIALS',
  validation: 'E_VALIDATION',
  unauthorized: 'E_UNAUTHORIZED',
  forbidden: 'E_FORBIDDEN',
  notFound: 'E_NOT_FOUND',
  conflict: 'E_CONFLICT',
  tooManyRequests: 'E_TOO_MANY_REQUESTS',
  unavailable: 'E_SERVICE_UNAVAILABLE',
  blocked: 'E_USER_BLOCKED',
  /** 409 of a registration whose e-mail another client record holds unproven: prove the address with a code first. */
  emailProofNeeded: 'E_EMAIL_PROOF_NEEDED',
  /** Every session of the user was ended by this request (too many wrong passwords): sign out, nothing to refresh. */
  sessionEnded: 'E_SESSION_ENDED',
  internal: 'E_INTERNAL',
} as const;

export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/** List replies (spec S2 §3): the page of rows and the pagination. */
export interface ListReply<T> {
  data: T[];
  total: number;
  perPage: number;
  page: number;
}

/** Server-chosen page size where the screen does not fix one (Q2). */
export const DEFAULT_PER_PAGE = 25;
export const MAX_PER_PAGE = 1000;

/** The application token header (A3). */
export const APP_TOKEN_HEADER = 'x-app-token';
