/**
 * Sides measured in rounds (issue 12's "within 1.5× of its floor"): the sides of a comparison — the floor and /gw,
 * the hand-written list and the generated one — take turns, round after round, so both see the same machine
 * state; each side's latencies are pooled over its rounds, and each round's figures are kept to show the drift.
 */
import { type LatencySummary, summarize } from '../stats';
import { sampleCalls, warmCalls } from './floor';
import { type LoadTarget, sampleUrl, warmUp } from './load';

/** Latencies (ms) of one stretch of calls and the seconds it took. */
export interface Sample {
  latenciesMs: number[];
  seconds: number;
}

/** One side of a comparison: warmed once per scenario, then sampled one round at a time. */
export interface Side {
  warm(): Promise<void>;
  sample(concurrency: number): Promise<Sample>;
}

export interface SideFigures {
  /** Every round's latencies together. */
  pooled: LatencySummary;
  rounds: LatencySummary[];
}

/** A function called straight from the bench's process (the floor), `seconds` a round. */
export const callSide = (call: () => Promise<unknown>, seconds: number): Side => ({
  warm: () => warmCalls(call),
  sample: (concurrency) => sampleCalls(call, concurrency, seconds),
});

/** A URL driven by autocannon over loopback, `seconds` a round. */
export const urlSide = (target: LoadTarget, seconds: number, warmCallCount?: number): Side => ({
  warm: () => warmUp(target, warmCallCount),
  sample: (concurrency) => sampleUrl(target, concurrency, seconds),
});

/** A side's rounds taken now, for each concurrency (the embedded floor: before the server opens the database). */
export async function recordRounds(side: Side, concurrencies: number[], rounds: number): Promise<Map<number, Sample[]>> {
  await side.warm();
  const recorded = new Map<number, Sample[]>();
  for (const concurrency of concurrencies) {
    const samples: Sample[] = [];
    for (let round = 0; round < rounds; round += 1) samples.push(await side.sample(concurrency));
    recorded.set(concurrency, samples);
  }
  return recorded;
}

/** Hands back recorded rounds in their order, as if they were taken now. */
export function recordedSide(recorded: Map<number, Sample[]>): Side {
  const next = new Map([...recorded].map(([concurrency, samples]) => [concurrency, [...samples]]));
  return {
    warm: async () => undefined,
    async sample(concurrency) {
      const sample = next.get(concurrency)?.shift();
      if (!sample) throw new Error(`no recorded round left at c${concurrency}`);
      return sample;
    },
  };
}

const summaryOf = (samples: Sample[]) =>
  summarize(
    samples.flatMap((sample) => sample.latenciesMs),
    samples.reduce((sum, sample) => sum + sample.seconds, 0),
  );

/** `rounds` rounds at one concurrency, the sides in their order within each round; figures in the sides' order. */
export async function measureRounds(sides: Side[], concurrency: number, rounds: number): Promise<SideFigures[]> {
  const samples = sides.map((): Sample[] => []);
  for (let round = 0; round < rounds; round += 1) {
    for (const [index, side] of sides.entries()) samples[index].push(await side.sample(concurrency));
  }
  return samples.map((taken) => ({ pooled: summaryOf(taken), rounds: taken.map((sample) => summaryOf([sample])) }));
}

/** `measured` p95 ÷ `base` p95, to two decimals. */
export const p95Ratio = (measured: LatencySummary, base: LatencySummary) => Math.round((measured.p95 / base.p95) * 100) / 100;
