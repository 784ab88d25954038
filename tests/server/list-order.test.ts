import { describe, expect, it } from 'vitest';
import { readsNarrowedFirst } from '../../server/resources/list-order';

const indexes = [['agent_id', 'created_at'], ['agent_id', 'cost'], ['created_at'], ['rate_name'], ['partner_id', 'agent_id', 'created_at']];
const narrowed = (...columns: string[]) => new Set(columns);

describe('how a narrowed declared list is ordered (server/resources/list-order.ts)', () => {
  it("reads an agent's rows first when no index orders them by the page's sort", () => {
    expect(readsNarrowedFirst(indexes, narrowed('agent_id'), 'rate_name')).toBe(true);
    expect(readsNarrowedFirst(indexes, narrowed('agent_id', 'status'), 'finish_date')).toBe(true);
  });

  it('walks an index that narrows and orders, through several narrowed columns too', () => {
    expect(readsNarrowedFirst(indexes, narrowed('agent_id'), 'created_at')).toBe(false);
    expect(readsNarrowedFirst(indexes, narrowed('agent_id'), 'cost')).toBe(false);
    expect(readsNarrowedFirst(indexes, narrowed('partner_id', 'agent_id'), 'created_at')).toBe(false);
  });

  it('leaves the plan to the database when nothing narrows or no index finds the narrowed rows', () => {
    expect(readsNarrowedFirst(indexes, narrowed(), 'rate_name')).toBe(false);
    expect(readsNarrowedFirst(indexes, narrowed('status'), 'rate_name')).toBe(false);
    expect(readsNarrowedFirst(undefined, narrowed('agent_id'), 'rate_name')).toBe(false);
  });
});
