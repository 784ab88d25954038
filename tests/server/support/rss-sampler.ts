import { rssMiB } from '../../../bench/api/process';

/** Resident memory of a process over a run, sampled once a second (VmRSS, MiB). */
export interface RssFigures {
  samples: number[];
  first: number;
  peak: number;
  last: number;
  /** Peaks of the first two thirds of the run and of the last third. */
  earlyPeak: number;
  latePeak: number;
}

/** Starts sampling `/proc/<pid>/status` now; `stop` returns the figures. */
export function sampleRss(pid: number, intervalMs = 1000): { stop(): RssFigures } {
  const samples = [rssMiB(pid).now];
  const timer = setInterval(() => {
    try {
      samples.push(rssMiB(pid).now);
    } catch {
      // the process is gone; the test fails on its own account
    }
  }, intervalMs);
  return {
    stop() {
      clearInterval(timer);
      const split = Math.max(1, Math.floor((samples.length * 2) / 3));
      return {
        samples,
        first: samples[0]!,
        peak: Math.max(...samples),
        last: samples.at(-1)!,
        earlyPeak: Math.max(...samples.slice(0, split)),
        latePeak: Math.max(...samples.slice(split), 0),
      };
    },
  };
}
