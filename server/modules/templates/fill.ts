import type { TEMPLATE_PLACEHOLDERS } from '../../../common/resources/templates';

export type PlaceholderValues = Record<(typeof TEMPLATE_PLACEHOLDERS)[number], string>;

/** A template's text with its placeholders filled in ({number} → the certificate's number…); others left as typed. */
export function fillTemplate(body: string, values: PlaceholderValues): string {
  return body.replace(/\{([a-z_]+)\}/g, (mark, name: string) => (name in values ? values[name as keyof PlaceholderValues] : mark));
}
