import { fullFormats } from 'ajv-formats/dist/formats';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { DECLARED_RESOURCES } from '../../common/resources';
import { inputFor } from '../../src/resources/declared/inputs';

/** The server's `date-time` check: ajv-formats' own, which fastify's ajv uses (server/http/formats.ts only narrows it). */
const dateTime = fullFormats['date-time'] as { validate: (text: string) => boolean };
const isDateTime = (value: unknown) => typeof value === 'string' && dateTime.validate(value);

/** Every writable date field of every declaration, as the generated forms show it. */
const writableDates = DECLARED_RESOURCES.flatMap((d) =>
  Object.entries(d.fields).filter(([, f]) => f.kind === 'date' && !f.readOnly && !f.hidden).map(([key, f]) => ({ d, key, f })),
);

// issue 27: the generated date input passed the picker's 'YYYY-MM-DDTHH:mm' on as typed, which every declared date
// field's schema (format date-time) refused with 400 'Неверный формат' (a promo code could not expire)
describe('generated date inputs', () => {
  it('finds the declared date fields a form writes (a promo code’s expiry at least)', () => {
    expect(writableDates.map(({ d, key }) => `${d.name}.${key}`)).toContain('promo.expires_at');
  });

  it.each(writableDates.map((entry) => [`${entry.d.name}.${entry.key}`, entry] as const))('%s gives the server a date-time', (_name, { d, key, f }) => {
    const [input] = inputFor(d, key, f) as ReactElement<{ parse?: (value: string) => unknown }>[];
    const parse = input!.props.parse;
    expect(parse).toBeTypeOf('function');
    const sent = parse!('2030-01-31T23:59');
    expect(isDateTime(sent)).toBe(true);
    expect(new Date(sent as string).getTime()).toBe(new Date('2030-01-31T23:59').getTime());
    expect(parse!('')).toBeNull();
  });
});
