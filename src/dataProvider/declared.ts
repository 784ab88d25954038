import type { RaRecord } from 'react-admin';
import type { ResourceSummary } from '../../common/resource';
import { declarationOf } from '../../common/resources/summaries';
import type { ResourceEndpoints } from './types';

/**
 * The dataProvider entry of a declared resource: its paths from its summary, what is sent and how from its fields,
 * loaded at its first create or update (they are not on the first screen). `shaped: false` sends the writable
 * fields as the screen gives them (a screen that builds its own body).
 */
export function declaredEndpoints(d: ResourceSummary, { shaped = true } = {}): ResourceEndpoints {
  const on = (op: 'list' | 'one' | 'create' | 'update' | 'delete') => d.operations?.[op] !== false;
  return {
    path: d.path,
    // a parent's list (`list.within`) has the parent in its path, named by its filter (a partner's invitations)
    ...(on('list') ? (d.list?.within ? { within: d.list.within.column } : {}) : { list: false }),
    ...(on('one') ? {} : { one: false }),
    ...(on('create') ? {} : { create: false }),
    update: on('update') ? { method: d.update ?? 'PUT' } : false,
    ...(on('delete') ? {} : { delete: false }),
    body: async () => {
      const [{ declaredBody }, declaration] = await Promise.all([import('./declaredBody'), declarationOf(d)]);
      const { writable, toBody } = declaredBody(declaration);
      return shaped ? { writable, toBody } : { writable };
    },
    // a record named by another field (a code) is that field's value as react-admin's id
    ...(d.key ? { toRecord: (row: Record<string, unknown>) => ({ ...row, id: row[d.key!] }) as RaRecord } : {}),
  };
}
