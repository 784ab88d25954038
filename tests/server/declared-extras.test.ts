import { Type } from 'typebox';
import { describe, expect, it, vi } from 'vitest';
import { boolean, defineResource } from '../../common/resource';
import type { Db } from '../../server/db/database';
import { withExtras, withProperties } from '../../server/resources/reply';
import { toColumns } from '../../server/resources/rows';
import { bodySchema } from '../../server/resources/schemas';
import { gadgets } from '../fixtures/declared-gadgets';

/** The gadgets with a flag kept when omitted (the toolkit's keepIfOmitted, as partners' click_program uses it). */
const flagged = defineResource({ ...gadgets, fields: { ...gadgets.fields, featured: boolean({ default: false, keepIfOmitted: true }) } });

describe('declaration toolkit: keepIfOmitted and reply extras (tests/fixtures/declared-gadgets.ts)', () => {
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

  it('adds the joined fields to every record and the detail ones to a single record, with their schemas', async () => {
    const extras = {
      fields: { owner: Type.String() },
      detail: { parts: Type.Array(Type.String()) },
      load: vi.fn(async (records: Record<string, unknown>[]) => records.map((r) => ({ ...r, owner: `of ${r.id}` }))),
      loadDetail: async (record: Record<string, unknown>) => ({ ...record, parts: ['a'] }),
    };
    const db = {} as Db;
    expect(await withExtras(extras, [{ id: '1' }, { id: '2' }], db)).toEqual([{ id: '1', owner: 'of 1' }, { id: '2', owner: 'of 2' }]);
    // a page is loaded in one call, not one per row
    expect(extras.load).toHaveBeenCalledTimes(1);
    expect(await withExtras(extras, [{ id: '1' }], db, true)).toEqual([{ id: '1', owner: 'of 1', parts: ['a'] }]);
    const schema = withProperties(Type.Object({ id: Type.String() }), extras.fields);
    expect(Object.keys(schema.properties)).toEqual(['id', 'owner']);
  });
});
