/**
 * The error replies of the contract written once under `components.responses`: an operation's error reply that
 * is exactly a standard one (its meaning and ErrorBody) becomes a `$ref` to it.
 */
import { CREDENTIALS_REFUSED, ERROR_REPLIES, replyMeaning } from './openapi-descriptions';

type Json = Record<string, unknown>;
interface Document {
  paths?: Record<string, Record<string, { responses?: Record<string, unknown> }>>;
  components?: Json;
}

const ERROR_BODY = '#/components/schemas/ErrorBody';
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** `status description` → the shared reply's name. */
const SHARED = new Map<string, string>([
  ...Object.entries(ERROR_REPLIES).map(([status, { name }]) => [`${status} ${replyMeaning(status, 'authenticated')}`, name] as const),
  [`401 ${replyMeaning('401', 'public')}`, CREDENTIALS_REFUSED.name],
]);

/** `{ description, content: { 'application/json': { schema: { $ref: ErrorBody } } } }` and nothing else. */
function isErrorBodyReply(reply: Json): boolean {
  const content = reply.content;
  if (Object.keys(reply).sort().join() !== 'content,description' || !isObject(content)) return false;
  const json = content['application/json'];
  return Object.keys(content).length === 1 && isObject(json) && Object.keys(json).length === 1 &&
    isObject(json.schema) && Object.keys(json.schema).length === 1 && json.schema.$ref === ERROR_BODY;
}

export function withSharedErrorReplies<D extends object>(built: D): D {
  const document = built as Document;
  const shared: Json = {};
  for (const item of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(item)) {
      for (const [status, reply] of Object.entries(operation.responses ?? {})) {
        if (!isObject(reply)) continue;
        const name = SHARED.get(`${status} ${reply.description as string}`);
        if (!name || !isErrorBodyReply(reply)) continue;
        shared[name] = reply;
        operation.responses![status] = { $ref: `#/components/responses/${name}` };
      }
    }
  }
  const responses = Object.fromEntries(Object.entries(shared).sort(([a], [b]) => a.localeCompare(b)));
  document.components = { ...document.components, responses };
  return built;
}
