import { describe, expect, it } from 'vitest';
import { boolean, defineResource, longText } from '../../common/resource';
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
