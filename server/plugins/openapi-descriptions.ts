/**
 * The parts of an operation's description the server knows better than any hand-written text: who may call
 * it (its access rule and the access matrix's roles) and what its error replies mean. The route's own
 * description (what it does, its notable refusals) comes first.
 */
import { ACCESS_MATRIX } from '../../common/access';
import type { RouteAccess } from './access';

/** Each error status of the contract: its name under components.responses and what it means (the body is ErrorBody). */
export const ERROR_REPLIES: Record<string, { name: string; text: string }> = {
  400: { name: 'BadRequest', text: 'the input breaks its schema or a rule; `errors` names each field and its problem' },
  401: { name: 'Unauthorized', text: 'not signed in: no access token, or an expired or revoked one' },
  403: { name: 'Forbidden', text: 'refused to this caller: its roles, or the record is not its own' },
  404: { name: 'NotFound', text: 'the addressed record does not exist' },
  409: { name: 'Conflict', text: 'conflicts with what is stored (a duplicate, a record still in use, a step already taken)' },
  410: { name: 'Gone', text: 'no longer valid (an expired code or link)' },
  413: { name: 'PayloadTooLarge', text: 'the body or file is too large' },
  415: { name: 'UnsupportedMediaType', text: 'the body is not of an accepted content type' },
  422: { name: 'UnprocessableEntity', text: 'understood but not possible in the current state' },
  429: { name: 'TooManyRequests', text: 'too many attempts: wait the seconds of `Retry-After`' },
  502: { name: 'BadGateway', text: 'an outside provider failed' },
  503: { name: 'ServiceUnavailable', text: 'an outside provider is not configured or not reachable' },
};
/** 401 where no token is needed: the credentials or codes sent are not accepted. */
export const CREDENTIALS_REFUSED = { name: 'CredentialsRefused', text: 'the credentials, code or token sent are not accepted' };
/** The statuses every guarded route may answer: the operation's description names only the others. */
const USUAL = ['400', '401', '403'];

const isPublic = (access: RouteAccess | undefined) => !access || access === 'public';
/** The error reply of a status for a route. */
export const errorReply = (status: string, access: RouteAccess | undefined) =>
  status === '401' && isPublic(access) ? CREDENTIALS_REFUSED : ERROR_REPLIES[status];

const SUCCESS: Record<string, string> = {
  200: 'OK',
  201: 'Created',
  202: 'Accepted: the work goes on in the background',
  204: 'Done, nothing to answer',
  301: 'Moved: follow `Location`',
  302: 'Found: follow `Location`',
  303: 'See other: the browser is sent on to `Location`',
};

/** Who may call a route, in one sentence. */
export function accessSentence(access: RouteAccess | undefined): string {
  if (!access || access === 'public') return 'Access: public, no sign-in needed.';
  if (access === 'authenticated') return 'Access: any signed-in user.';
  const roles = ACCESS_MATRIX[access.resource]?.[access.action] ?? [];
  const who = roles.length ? roles.join(', ') : 'no role';
  return `Access: ${who} (access matrix: \`${access.resource}\` · \`${access.action}\`).`;
}

/** The meaning of one reply status, for its response description. */
export function replyMeaning(status: string, access: RouteAccess | undefined): string {
  return capitalised(errorReply(status, access)?.text ?? SUCCESS[status] ?? 'See the operation description');
}

/** The error replies beyond the usual 400, 401 and 403, in one sentence. */
export function errorsSentence(statuses: string[], access: RouteAccess | undefined): string | undefined {
  const notable = statuses.filter((status) => Number(status) >= 400 && !USUAL.includes(status)).sort();
  if (!notable.length) return undefined;
  const meaning = (status: string) => errorReply(status, access)?.text ?? 'see the reply';
  return `Errors besides 400, 401 and 403: ${notable.map((status) => `${status}, ${meaning(status)}`).join('; ')}.`;
}

function capitalised(text: string) {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The whole description: the route's own text, then who may call it, then its notable errors. */
export function operationDescription(own: string | undefined, access: RouteAccess | undefined, statuses: string[]): string {
  return [own?.trim(), accessSentence(access), errorsSentence(statuses, access)].filter(Boolean).join('\n\n');
}
