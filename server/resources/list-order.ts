/**
 * How a declared list narrowed to one value of some columns (the owner rule, an equality filter) is ordered.
 * An index that starts with a narrowed column finds the list's rows; one that goes on with the sort column gives
 * their order too. When an index narrows the list but none orders it, the rows are read first and then sorted:
 * left to itself the planner may walk the sort column's index through the whole table and filter it row by row
 * until a page is found (an agent's certificates by tariff at 1M: 15–30 ms a page and ~0.9 s at concurrency 16,
 * against ~7 ms; docs/performance.md "Generated list beside the hand-written one").
 */
export function readsNarrowedFirst(indexes: readonly (readonly string[])[] | undefined, narrowed: ReadonlySet<string>, sort: string): boolean {
  if (!indexes || narrowed.size === 0) return false;
  const leading = (index: readonly string[]) => {
    let count = 0;
    while (count < index.length && narrowed.has(index[count]!)) count += 1;
    return count;
  };
  const narrows = indexes.some((index) => leading(index) > 0);
  const orders = indexes.some((index) => leading(index) > 0 && index[leading(index)] === sort);
  return narrows && !orders;
}
