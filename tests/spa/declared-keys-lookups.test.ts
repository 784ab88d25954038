import { declaredBody } from '../../src/dataProvider/declaredBody';
import { describe, expect, it } from 'vitest';
import { boolean, defineResource, reference, text } from '../../common/resource';
import { blockReasons } from '../../common/resources/blockReasons';
import { declaredEndpoints } from '../../src/dataProvider/declared';
import { resolveResource } from '../../src/dataProvider/endpoints';
import { LOOKUP_PATHS } from '../../src/dataProvider/lookups';
import { gadgets } from '../fixtures/declared-gadgets';

/** Toolkit additions on the SPA side: a record named by a code, a declared lookup, a parent's list, an emptied reference. */
describe('declared keys, lookups and parent lists in the dataProvider', () => {
  it('answers a record named by its `key` with that value as id, and maps its declared lookup', () => {
    expect(declaredEndpoints(blockReasons).toRecord?.({ code: 'OTHER', name: 'Other' })).toEqual({ code: 'OTHER', name: 'Other', id: 'OTHER' });
    expect(declaredEndpoints(gadgets).toRecord).toBeUndefined();
    expect(LOOKUP_PATHS['block-reasons']).toBe('/block/reason/all');
  });

  it('lists a parent’s records at path/{parent} from the filter, never a plain list (`list.within`), and sends an emptied nullable reference as null', () => {
    const children = defineResource({
      name: 'children',
      path: '/children',
      fields: { name: text({ required: true }), parent_id: reference('parents', { required: true }), other_id: reference('others', { nullable: true }), on: boolean() },
      list: { columns: ['name'], sort: ['name'], defaultSort: { field: 'name', order: 'ASC' }, within: { param: 'id', column: 'parent_id' } },
      access: {},
      representation: 'name',
    });
    const endpoints = declaredEndpoints(children);
    const resolved = resolveResource({ children: endpoints }, 'children');
    expect(resolved.listPath({ parent_id: 'p 1', name: 'a' })).toBe('/children/p%201');
    expect(resolved.toQuery({ parent_id: 'p 1', name: 'a' })).toEqual({ name: 'a' });
    expect(() => resolved.listPath({ name: 'a' })).toThrow(/parent_id/);
    // the body's rules load with the first write (declaredBody), from the whole declaration
    expect(declaredBody(children).toBody?.({ name: 'a', parent_id: 'p', other_id: '' })).toEqual({ name: 'a', parent_id: 'p', other_id: null });
    expect(declaredEndpoints(gadgets).list).toBeUndefined();
  });
});
