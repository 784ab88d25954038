import { describe, expect, it } from 'vitest';
import { loadBenchConfig } from '../../bench/config';
import { measurePairs } from '../../bench/api/pairs';
import { type Sample, type Side, measureRounds, recordRounds, recordedSide } from '../../bench/api/rounds';

/** A side answering fixed latencies per round, writing its name to `order` each time it is sampled. */
function scripted(name: string, order: string[], rounds: number[][]): Side {
  let next = 0;
  return {
    warm: async () => void order.push(`warm ${name}`),
    async sample(concurrency) {
      order.push(`${name} c${concurrency}`);
      const latenciesMs = rounds[next++ % rounds.length];
      return { latenciesMs, seconds: 1 };
    },
  };
}

describe('bench: sides measured in rounds', () => {
  it('alternates the sides round by round, pools their latencies and keeps each round', async () => {
    const order: string[] = [];
    const floor = scripted('floor', order, [[1, 1, 2], [3, 3, 4]]);
    const gw = scripted('gw', order, [[2, 2, 4], [5, 5, 6]]);
    const [floorFigures, gwFigures] = await measureRounds([floor, gw], 16, 2);
    expect(order).toEqual(['floor c16', 'gw c16', 'floor c16', 'gw c16']);
    expect(floorFigures.rounds.map((round) => round.p95)).toEqual([2, 4]);
    expect(gwFigures.rounds.map((round) => round.p95)).toEqual([4, 6]);
    // the pooled figures are those of all six latencies, not an average of the rounds'
    expect(floorFigures.pooled).toMatchObject({ requests: 6, p50: 2, p95: 4, throughput: 3 });
    expect(gwFigures.pooled).toMatchObject({ requests: 6, p50: 4, p95: 6 });
  });

  it('samples the fixed cost after both sides at c1 only, and warms each side once per scenario', async () => {
    const order: string[] = [];
    const fixedCost = scripted('auth', order, [[0.5]]);
    const rows = await measurePairs(
      ['a'],
      async () => ({ base: scripted('floor', order, [[1]]), measured: scripted('gw', order, [[2]]) }),
      { concurrencies: [1, 16], rounds: 2, fixedCost },
      () => undefined,
    );
    expect(order).toEqual([
      'warm auth',
      'warm floor',
      'warm gw',
      ...['floor c1', 'gw c1', 'auth c1', 'floor c1', 'gw c1', 'auth c1'],
      ...['floor c16', 'gw c16', 'floor c16', 'gw c16'],
    ]);
    expect(rows.map((row) => [row.concurrency, row.fixedCost?.pooled.p95])).toEqual([
      [1, 0.5],
      [16, undefined],
    ]);
  });

  it('hands back rounds recorded earlier in their order (the embedded floor, taken before the server)', async () => {
    const order: string[] = [];
    const recorded = await recordRounds(scripted('floor', order, [[1], [2], [3], [4]]), [1, 16], 2);
    expect(order).toEqual(['warm floor', 'floor c1', 'floor c1', 'floor c16', 'floor c16']);
    const side = recordedSide(recorded);
    const taken: Sample[] = [await side.sample(16), await side.sample(1), await side.sample(1)];
    expect(taken.map((sample) => sample.latenciesMs)).toEqual([[3], [1], [2]]);
    await expect(side.sample(1)).rejects.toThrow(/no recorded round/);
    // a second side over the same recording starts from its first round again
    expect((await recordedSide(recorded).sample(1)).latenciesMs).toEqual([1]);
  });

  it('reads BENCH_ROUNDS (3 by default, at least 1)', () => {
    expect(loadBenchConfig({}).rounds).toBe(3);
    expect(loadBenchConfig({ BENCH_ROUNDS: '5' }).rounds).toBe(5);
    expect(loadBenchConfig({ BENCH_ROUNDS: '0.2' }).rounds).toBe(1);
    expect(() => loadBenchConfig({ BENCH_ROUNDS: '0' })).toThrow(/BENCH_ROUNDS/);
  });
});
