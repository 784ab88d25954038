/**
 * What react-admin asks of `inflection` (the build puts this module in its place: vite.config.ts, lightInflection):
 * English labels made from a resource's or field's code, used only as the fallback of a text missing from the
 * catalogues, which the catalogue tests keep from happening. inflection's plural and singular rule tables
 * (~3 KiB gzipped on every first screen) make a better English guess than a person here should ever see.
 */
export const capitalize = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1).toLowerCase();
export const underscore = (text: string): string => text.replace(/([A-Z]+)/g, '_$1').replace(/^_/, '').toLowerCase();
export const humanize = (text: string, lowFirstLetter = false): string => {
  const words = text.toLowerCase().replace(/_id$/, '').replace(/_/g, ' ');
  return lowFirstLetter ? words : capitalize(words);
};
export const pluralize = (text: string): string => (/s$/.test(text) ? text : `${text}s`);
export const singularize = (text: string): string => text.replace(/s$/, '');
export const inflect = (text: string, count: number): string => (count === 1 ? singularize(text) : pluralize(text));

const NAMED: Record<string, (text: string) => string> = { capitalize, underscore, humanize, pluralize, singularize };
/** Applies the named functions in turn, as inflection's `transform(text, ['underscore', 'humanize'])`. */
export const transform = (text: string, names: string[]): string => names.reduce((value, name) => NAMED[name]?.(value) ?? value, text);
