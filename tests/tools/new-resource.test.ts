import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const root = fileURLToPath(new URL('../..', import.meta.url));
let copy: string;

/** The project's files as git sees them (committed or not, ignored ones left out). */
async function projectFiles(dir: string): Promise<string[]> {
  const { stdout } = await run('git', ['ls-files', '-co', '--exclude-standard'], { cwd: dir, maxBuffer: 16 * 1024 * 1024 });
  return stdout.split('\n').filter(Boolean).sort();
}

const inCopy = (command: string, args: string[], timeout = 300_000) =>
  run(command, args, { cwd: copy, timeout, maxBuffer: 16 * 1024 * 1024, env: { ...process.env, CI: 'true' } });

/**
 * README "Adding a resource", followed in a copy of the tree: the scaffold writes three product files and two tests,
 * touching nothing else; the compiler names a missing text; the server serves it (routes, the error contract, the
 * OpenAPI document, the access rules) and the sales cabinet shows its generated screens and menu entry.
 */
describe('adding a resource (npm run new:resource)', { timeout: 600_000 }, () => {
  beforeAll(async () => {
    copy = mkdtempSync(path.join(tmpdir(), 'new-resource-'));
    for (const file of await projectFiles(root)) cpSync(path.join(root, file), path.join(copy, file), { recursive: true });
    symlinkSync(path.join(root, 'node_modules'), path.join(copy, 'node_modules'));
    await inCopy('git', ['init', '-q']);
  });
  afterAll(() => rmSync(copy, { recursive: true, force: true }));

  it('touches three files and two tests', async () => {
    const before = await projectFiles(copy);
    await inCopy(process.execPath, ['--import', 'tsx', 'tools/new-resource.ts', 'regions']);
    const added = (await projectFiles(copy)).filter((file) => !before.includes(file));
    expect(added).toEqual([
      'common/resources/regions.texts.ts',
      'common/resources/regions.ts',
      expect.stringMatching(/^server\/db\/migrations\/\d{4}-regions\.ts$/),
      'tests/server/regions.test.ts',
      'tests/spa/regions.test.tsx',
    ]);
    expect((await projectFiles(copy)).length).toBe(before.length + 5);
  });

  it('fails the typecheck on a text missing in one language', async () => {
    const config = path.join(copy, 'tsconfig.regions.json');
    writeFileSync(config, JSON.stringify({ extends: './tsconfig.server.json', include: ['common/resources/regions.texts.ts'] }));
    await inCopy(process.execPath, ['node_modules/typescript/bin/tsc', '-p', config, '--noEmit']);
    const texts = path.join(copy, 'common/resources/regions.texts.ts');
    const written = readFileSync(texts, 'utf8');
    const kazakh = written.indexOf('kk:');
    writeFileSync(texts, written.slice(0, kazakh) + written.slice(kazakh).replace(/nameTaken: '[^']*'/, ''));
    const failed = await inCopy(process.execPath, ['node_modules/typescript/bin/tsc', '-p', config, '--noEmit']).catch((error: { stdout: string }) => error);
    expect('stdout' in failed && failed.stdout).toMatch(/Property 'nameTaken' is missing/);
    writeFileSync(texts, written);
  });

  it('is served, documented, guarded and shown: its own tests and the declared tables check pass', async () => {
    const { stdout } = await inCopy(process.execPath, [
      'node_modules/vitest/vitest.mjs', 'run', 'tests/server/regions.test.ts', 'tests/spa/regions.test.tsx', 'tests/server/declared-tables.test.ts',
    ], 540_000);
    expect(stdout).toMatch(/Test Files\s+.*3 passed/);
  });
});
