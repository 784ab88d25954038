import fc from 'fast-check';
import { type Probe, type ProbeTarget, runProbe } from './probe';

/** Fixed so CI is deterministic; FUZZ_SEED=<n> replays or explores another seed. */
export const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 20_240_917);

/**
 * Runs `numRuns` probes drawn from `probes` and returns the failure (with the seed to replay it),
 * or null. Stops at the first failure: every probe is a real request, so no shrinking.
 */
export async function fuzz(name: string, probes: fc.Arbitrary<Probe>, target: ProbeTarget, numRuns: number): Promise<string | null> {
  const result = await fc.check(
    fc.asyncProperty(probes, async (probe) => {
      const failure = await runProbe(target, probe);
      if (failure) throw new Error(failure);
    }),
    { seed: FUZZ_SEED, numRuns, endOnFailure: true },
  );
  if (!result.failed) return null;
  const cause = result.errorInstance instanceof Error ? result.errorInstance.message : String(result.errorInstance);
  return `${name} (seed ${result.seed}, path ${result.counterexamplePath}): ${cause}`;
}
