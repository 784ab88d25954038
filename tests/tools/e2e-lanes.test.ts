import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { laneCount, runInLanes } from '../e2e/harness/lanes';

/** A stand-in for a lane of run.ts: takes files from the runner's queue, notes them, reports one pass per file. */
const FAKE_LANE = `
import { appendFileSync } from 'node:fs';
if (process.env.E2E_LANE === process.env.FAKE_DEAD_LANE) process.exit(1);
const next = () => new Promise((resolve) => {
  process.once('message', (message) => resolve(message.file));
  process.send({ type: 'next' });
});
let passed = 0;
for (let file = await next(); file; file = await next()) {
  appendFileSync(process.env.FAKE_NOTES, file + '\\n');
  passed += 1;
}
process.send({ type: 'done', summary: { passed, failed: 0, skipped: 0 } }, () => process.disconnect());
`;

describe('e2e lanes (E2E_LANES, tests/e2e/harness/lanes.ts)', () => {
  let folder = '';
  afterEach(() => {
    rmSync(folder, { recursive: true, force: true });
    delete process.env.FAKE_NOTES;
    delete process.env.FAKE_DEAD_LANE;
  });
  const fakeLane = () => {
    folder = mkdtempSync(path.join(tmpdir(), 'e2e-lanes-'));
    const script = path.join(folder, 'lane.mjs');
    writeFileSync(script, FAKE_LANE);
    process.env.FAKE_NOTES = path.join(folder, 'notes.txt');
    return script;
  };
  const specs = ['a.e2e.ts', 'b.e2e.ts', 'c.e2e.ts', 'd.e2e.ts', 'e.e2e.ts'];
  const handedOut = () => readFileSync(path.join(folder, 'notes.txt'), 'utf8').trim().split('\n').sort();

  it('is one app unless E2E_LANES asks for more, never more apps than spec files', () => {
    expect(laneCount(23, {})).toBe(1);
    expect(laneCount(23, { E2E_LANES: '2' })).toBe(2);
    expect(laneCount(1, { E2E_LANES: '2' })).toBe(1);
    expect(() => laneCount(23, { E2E_LANES: 'two' })).toThrow(/E2E_LANES/);
    expect(() => laneCount(23, { E2E_LANES: '0' })).toThrow(/E2E_LANES/);
  });

  it('hands every spec file out exactly once and adds up the lanes’ results', async () => {
    const summary = await runInLanes([fakeLane()], specs, 2);
    expect(handedOut()).toEqual(specs);
    expect(summary).toEqual({ passed: 5, failed: 0, skipped: 0 });
  });

  it('counts a lane that ends without its results as a failure; the other lane runs every file', async () => {
    const script = fakeLane();
    process.env.FAKE_DEAD_LANE = '2';
    const summary = await runInLanes([script], specs, 2);
    expect(handedOut()).toEqual(specs);
    expect(summary).toEqual({ passed: 5, failed: 1, skipped: 0 });
  });
});
