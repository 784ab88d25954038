import type { RouteOptions } from 'fastify';
import { DECLARED_RESOURCES } from '../../common/resources';
import { isListReply } from '../http/named';

/**
 * operationIds follow one convention, `<resource><Action>` (docs/decisions.md, OAS-1), derived here from the
 * method, the path and the reply so that no route names one:
 * - resource: the declared resource whose path the route is under (`/rates/all` → `tariffs`), else the path's
 *   first segment (`/auth/login` → `auth`); a leading `api` is dropped and a version (`v2`) goes to the end;
 * - Action: `List` (GET answering a list or an array), `Get`, `Create` (POST answering 201), `Update` (PUT),
 *   `Patch`, `Delete`, followed by the path's remaining words (`GET /services/all` → `servicesListAll`); a POST
 *   that creates nothing is named by those words alone (`POST /rates/:id/services/attach` → `tariffsServicesAttach`),
 *   `Post` when there are none.
 */
const DECLARED = DECLARED_RESOURCES.map((d) => ({ name: d.name, segments: segmentsOf(d.path) })).sort(
  (a, b) => b.segments.length - a.segments.length,
);

function segmentsOf(url: string): string[] {
  return url.replace(/^\/gw(?=\/|$)/, '').split('/').filter(Boolean);
}

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
/** `partner-docs` → `PartnerDocs`, `getAllActiveOptions` → `GetAllActiveOptions`, `widget.js` → `WidgetJs`. */
const pascal = (text: string) => text.split(/[^A-Za-z0-9]+/).filter(Boolean).map(capitalised).join('');
const camel = (text: string) => {
  const word = pascal(text);
  return word.charAt(0).toLowerCase() + word.slice(1);
};
const isParam = (segment: string) => segment.startsWith(':') || segment === '*';
const VERSION = /^v\d+$/;

/** The resource a path belongs to, and the static words after it. */
function resourceOf(url: string): { resource: string; words: string[] } {
  const segments = segmentsOf(url);
  const declared = DECLARED.find((d) => d.segments.every((segment, i) => segments[i] === segment));
  const rest = declared ? segments.slice(declared.segments.length) : segments;
  let words = rest.filter((segment) => !isParam(segment));
  if (words[0] === 'api') words = words.slice(1);
  const version = !declared && words[0] && VERSION.test(words[0]) ? words.shift() : undefined;
  const resource = declared ? declared.name : (words.shift() ?? 'root');
  return { resource: camel(resource), words: version ? [...words, version] : words };
}

interface Replies {
  [status: string]: unknown;
}

const answersList = (replies: Replies | undefined) => {
  const answer = replies?.['200'] as { type?: unknown } | undefined;
  return !!answer && (answer.type === 'array' || isListReply(answer));
};

/** The operationId of `method url` answering `replies` (the route schema's `response`). */
export function operationIdOf(method: string, url: string, replies?: Replies): string {
  const { resource, words } = resourceOf(url);
  const rest = words.map(pascal).join('');
  // a path that already says its verb (`/api/questionnaire/createPrivilegeService`) is not told it twice
  if (/^(Create|Get|List|Update|Patch|Delete)(?=[A-Z]|$)/.test(rest)) return `${resource}${rest}`;
  const verb = (() => {
    switch (method.toUpperCase()) {
      case 'GET':
        return answersList(replies) ? 'List' : 'Get';
      case 'POST':
        return replies?.['201'] ? 'Create' : rest ? '' : 'Post';
      case 'PUT':
        return 'Update';
      default:
        return capitalised(method.toLowerCase());
    }
  })();
  return `${resource}${verb}${rest}`;
}

/** onRoute: every route gets its derived operationId. */
export function withOperationId(route: RouteOptions): void {
  const [method = 'GET'] = [route.method].flat();
  const replies = route.schema?.response as Replies | undefined;
  // a copy: routes may share one schema object, and each needs its own id
  route.schema = { ...route.schema, operationId: operationIdOf(method, route.url, replies) };
}
