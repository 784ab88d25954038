type FormatCheck = (text: string) => boolean;

/** The part of fastify's ajv instance (ajv 8) used here. */
interface FormatRegistry {
  formats: Record<string, unknown>;
  addFormat(name: string, format: { type: 'string'; validate: FormatCheck }): unknown;
}

/** ajv keeps a format as a RegExp, a function or `{ validate }`; this reads any of them as a check. */
function checkOf(format: unknown): FormatCheck {
  const validate = (format as { validate?: unknown } | undefined)?.validate ?? format;
  if (validate instanceof RegExp) return (text) => validate.test(text);
  if (typeof validate === 'function') return (text) => Boolean((validate as FormatCheck)(text));
  return () => true;
}

/**
 * The `date` and `date-time` formats refuse the year 0000: ISO 8601 allows it (1 BC) but PostgreSQL
 * does not, so such a filter failed in the database instead of in validation, where the field is named.
 */
export function refuseYearZero(ajv: FormatRegistry) {
  for (const name of ['date', 'date-time']) {
    const check = checkOf(ajv.formats[name]);
    ajv.addFormat(name, { type: 'string', validate: (text: string) => !text.startsWith('0000') && check(text) });
  }
}
