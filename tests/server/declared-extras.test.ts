import { describe, expect, it } from 'vitest';
import { boolean, defineResource, jsonObject, longText, text } from '../../common/resource';
import { toColumns, toRecord } from '../../server/resources/rows';
import { bodySchema, recordSchema } from '../../server/resources/schemas';
import { gadgets } from '../fixtures/declared-gadgets';

/** The gadgets with a flag kept when omitted (the toolkit's keepIfOmitted, as partners' click_program uses it). */
const flagged = defineResource({ ...gadgets, fields: { ...gadgets.fields, featured: boolean({ default: false, keepIfOmitted: true }) } });

describe('declaration toolkit: keepIfOmitted and detail fields (tests/fixtures/declared-gadgets.ts)', () => {
  it('leaves a keepIfOmitted field out of the columns when omitted, writes it when sent', () => {
    expect(toColumns(flagged, { title: 'Lamp' }, ['ADMIN'])).not.toHaveProperty('featured');
    expect(toColumns(flagged, { title: 'Lamp', featured: false }, ['ADMIN'])).toMatchObject({ featured: false });
    // the other defaulted fields still take their defaults on PUT
    expect(toColumns(flagged, { title: 'Lamp' }, ['ADMIN'])).toMatchObject({ stock: 0, active: true });
  });

  it('gives a keepIfOmitted field no schema default, so the validator does not fill it in', () => {
    const body = bodySchema(flagged) as unknown as { properties: Record<string, { default?: unknown }> };
    expect(body.properties.featured).not.toHaveProperty('default');
    expect(body.properties.active).toHaveProperty('default', true);
  });

  it('answers a `detail` field for one record only: in its schema and record, not in a list row', () => {
    const detailed = defineResource({ ...gadgets, fields: { ...gadgets.fields, manual: longText({ nullable: true, detail: true }) } });
    expect(recordSchema(detailed).properties).not.toHaveProperty('manual');
    expect(recordSchema(detailed, true).properties).toHaveProperty('manual');
    const row = { id: '1', title: 'Lamp', manual: 'read me', created_at: new Date(0), updated_at: new Date(0) };
    expect(toRecord(detailed, row, ['ADMIN'])).not.toHaveProperty('manual');
    expect(toRecord(detailed, row, ['ADMIN'], true)).toMatchObject({ manual: 'read me' });
  });
});

describe('declaration toolkit: field write roles, own required texts and JSON objects', () => {
  const stored = { id: '1', title: 'Lamp', price: '5.00', created_at: new Date(0), updated_at: new Date(0) };

  it('keeps a field the caller may not write when it is sent back unchanged, and refuses a change by name with 403', () => {
    expect(toColumns(gadgets, { title: 'Lamp', price: 5 }, ['AGENT'], stored)).not.toHaveProperty('price');
    expect(() => toColumns(gadgets, { title: 'Lamp', price: 6 }, ['AGENT'], stored)).toThrow(
      expect.objectContaining({ statusCode: 403, fieldErrors: { price: 'error.forbidden' } }),
    );
    // nothing stored to compare with (a create): refused when sent
    expect(() => toColumns(gadgets, { title: 'Lamp', price: 5 }, ['AGENT'])).toThrow(expect.objectContaining({ statusCode: 403 }));
    expect(toColumns(gadgets, { title: 'Lamp', price: 6 }, ['ADMIN'], stored)).toMatchObject({ price: 6 });
  });

  it("answers a blank required field with the resource's own text where it asks for it (requiredMessage)", () => {
    const own = defineResource({ ...gadgets, fields: { ...gadgets.fields, title: text({ required: true, requiredMessage: true }) } });
    expect(() => toColumns(own, { title: '  ' }, ['ADMIN'])).toThrow(expect.objectContaining({ fieldErrors: { title: 'gadgets.titleRequired' } }));
    expect(() => toColumns(gadgets, { title: '  ' }, ['ADMIN'])).toThrow(expect.objectContaining({ fieldErrors: { title: 'validation.required' } }));
  });

  it('describes a JSON object field: its declared fields only in a body, each optional, in the record too', () => {
    const details = { company: text({ nullable: true, maxLength: 10 }), inn: text({ nullable: true }) };
    const documented = defineResource({ ...gadgets, fields: { ...gadgets.fields, details: jsonObject(details, { nullable: true }) } });
    type Schema = { properties: Record<string, { anyOf: { properties?: Record<string, unknown>; required?: string[]; additionalProperties?: boolean }[] }> };
    const [body] = (bodySchema(documented) as unknown as Schema).properties.details.anyOf;
    expect(Object.keys(body.properties!)).toEqual(['company', 'inn']);
    expect(body.required ?? []).toEqual([]);
    expect(body.additionalProperties).toBe(false);
    const [record] = (recordSchema(documented) as unknown as Schema).properties.details.anyOf;
    expect(record.required ?? []).toEqual([]);
    expect(toRecord(documented, { ...stored, details: { company: 'ООО' } }, ['ADMIN'])).toMatchObject({ details: { company: 'ООО' } });
  });
});
