import { ENUMS, INTERNAL_ENUMS } from '../../../common/enumRegistry';
import type { Field } from '../../../common/resource';
import { DECLARED_RESOURCES } from '../../../common/resources';

/** A value that looks like a code (PAID, AGENT_ADMIN), not a word a screen may show (lower-case kinds such as `text`). */
const LOOKS_LIKE_CODE = /^[A-Z][A-Z0-9_]+$/;

/** The enum values of a declared field, its list's items and its nested fields included. */
function fieldCodes(field: Field): string[] {
  const own = field.kind === 'enum' ? [...field.values] : [];
  const items = 'items' in field && field.items ? fieldCodes(field.items) : [];
  const nested = 'fields' in field && field.fields ? Object.values(field.fields).flatMap(fieldCodes) : [];
  return [...own, ...items, ...nested];
}

/**
 * Every code of the project's enumerations (common/enumRegistry.ts, the declared resources' enum fields): none is
 * ever shown to a person, who reads its words instead (issue 27).
 */
export const ENUM_CODES: readonly string[] = [
  ...new Set(
    [
      ...Object.values(ENUMS).flat(),
      ...Object.values(INTERNAL_ENUMS).flat(),
      ...DECLARED_RESOURCES.flatMap((resource) => Object.values(resource.fields as Record<string, Field>).flatMap(fieldCodes)),
    ].filter((code) => LOOKS_LIKE_CODE.test(code)),
  ),
].sort();

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/**
 * A code standing alone (not a part of a longer word, code or hyphenated word such as 'CPA-партнер'), as the source
 * of a Unicode regular expression.
 */
export const CODE_PATTERN = `(?<![\\p{L}\\p{N}_-])(${ENUM_CODES.map(escape).join('|')})(?![\\p{L}\\p{N}_-])`;

const CODE_IN_TEXT = new RegExp(CODE_PATTERN, 'gu');
/** The enum codes a text shows, each once. */
export const codesIn = (text: string): string[] => [...new Set([...text.matchAll(CODE_IN_TEXT)].map((match) => match[1]!))];
