/** The OpenAPI description of a declared resource's generated operation, told from its declaration. */
import { DEFAULT_PER_PAGE } from '../../common/errors';
import { type Operation, type ResourceDeclaration, rangeParams, recordRulesOf, writesLinks } from '../../common/resource';
import type { ServerResource } from './hooks';

const list = (items: readonly string[]) => items.map((item) => `\`${item}\``).join(', ');

function listText(d: ResourceDeclaration): string[] {
  const { list: l } = d;
  const sorts = [l.defaultSort.field, ...l.sort.filter((f) => f !== l.defaultSort.field)];
  const ranges = Object.entries(l.dateRanges ?? {}).map(([field, range]) => {
    const { from, to } = rangeParams(field, range);
    return `\`${from}\`–\`${to}\` (days of ${field}, inclusive)`;
  });
  return [
    l.within
      ? `The records of ${d.name} of the ${l.within.param} in the path, a page at a time.`
      : `The records of ${d.name}, a page at a time.`,
    `\`sort\` is one of ${list(sorts)} (default \`${l.defaultSort.field}\` ${l.defaultSort.order}); \`perPage\` defaults to ${l.perPage ?? DEFAULT_PER_PAGE}.`,
    ...(l.search?.length ? [`\`q\` searches ${list(l.search)}.`] : []),
    ...(l.filters?.length ? [`Filters, each an equality: ${list(l.filters)}.`] : []),
    ...(ranges.length ? [`Date ranges: ${ranges.join(', ')}.`] : []),
    '`ids` asks for those records only.',
  ];
}

function writeText(d: ResourceDeclaration, verb: string): string[] {
  const unique = Object.entries(d.fields).filter(([, f]) => f.unique).map(([key]) => key);
  const links = Object.entries(d.fields).filter(([, f]) => writesLinks(f)).map(([key]) => key);
  return [
    `${verb} from its writable fields (any other field is refused with 400) and answers the record.`,
    ...(unique.length ? [`${list(unique)} must be unique: a clash answers 409 naming the field.`] : []),
    ...(links.length ? [`${list(links)} take the linked ids and replace the whole set.`] : []),
    ...(d.checks?.length ? [`Rules across fields (400 under the field): ${list(d.checks.map((c) => c.field))}.`] : []),
  ];
}

/** Who sees which records, when the declaration narrows them. */
function ownText(d: ResourceDeclaration, op: Operation): string[] {
  if (d.owner) {
    const except = d.owner.except?.length ? ` (or with ${d.owner.except.join(', ')})` : '';
    const who = `A caller without one of ${d.owner.all.join(', ')}${except}`;
    if (op === 'list') return [`${who} lists only its own records (\`${d.owner.column}\`).`];
    if (op === 'create') return [`What a caller bound to its own records creates is its own, whatever the body says.`];
    return ["Someone else's record answers 403."];
  }
  const action = { list: 'list', one: 'show', create: 'create', update: 'edit', delete: 'delete' }[op];
  return recordRulesOf(d)[action] ? ['Record rules of the access matrix apply: a record the caller may not touch answers 403.'] : [];
}

/** What a generated operation does, for its OpenAPI description. */
export function declaredDescription(resource: ServerResource, op: Operation): string {
  const { declaration: d, inUse } = resource;
  const detail = Object.entries(d.fields).filter(([, f]) => f.detail && !f.hidden).map(([key]) => key);
  const parts: Record<Operation, string[]> = {
    list: listText(d),
    one: [`One record of ${d.name} by id${detail.length ? `, with ${list(detail)} besides the list's fields` : ''}.`],
    create: writeText(d, `Creates a record of ${d.name}`),
    update: writeText(d, `Changes a record of ${d.name}`),
    delete: [
      `Deletes a record of ${d.name} and answers it as it was.`,
      ...(inUse ? ['A record still in use is kept and answers 409.'] : []),
    ],
  };
  return [...parts[op], ...ownText(d, op)].join(' ');
}
