/** A story's landing block as stored: its HTML sanitized (the instruction's rules, K4) and its button's link made absolute. */
import { sanitizeInstruction } from '../instruction/sanitize';

type Contents = Record<string, unknown>;

/** J2/S2: a link without http(s) gets http:// put before it. */
export const absoluteLink = (link: string): string => (/^https?:\/\//i.test(link) ? link : `http://${link.replace(/^\/+/, '')}`);

const trimmed = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

/** Only the declared keys, blank ones left out; `content` goes through sanitize-html on every write. */
export function storedContents(input: unknown): Contents {
  const source = (input && typeof input === 'object' ? input : {}) as Contents;
  const url = trimmed(source.button_url);
  const html = trimmed(source.content);
  const out: Contents = {
    title: trimmed(source.title),
    subtitle: trimmed(source.subtitle),
    button_name: trimmed(source.button_name),
    button_url: url ? absoluteLink(url) : undefined,
    content: html ? sanitizeInstruction(html) || undefined : undefined,
  };
  return Object.fromEntries(Object.entries(out).filter(([, value]) => value !== undefined));
}
