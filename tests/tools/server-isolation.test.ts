import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** What changes state other files of a shared module graph would see (vite.config.ts: the server project's `isolate: false`). */
const SHARED_STATE_CHANGES =
  /\bvi\.(mock|doMock|stubEnv|stubGlobal|useFakeTimers)\(|process\.env\.\w+\s*=[^=]|delete process\.env\.|\b(apiModules|DECLARED_RESOURCES)\.(push|splice|unshift|pop)\(/;

function isolatedFiles(): string[] {
  const config = readFileSync('vite.config.ts', 'utf8');
  const list = /const SERVER_FILES_CHANGING_MODULES = \[([^\]]*)\]/.exec(config)?.[1] ?? '';
  return [...list.matchAll(/'([^']+)'/g)].map((match) => match[1]!);
}

describe('the server test files that share one module graph', () => {
  it('change no module, global or environment variable others import, unless they run isolated', () => {
    const isolated = new Set(isolatedFiles());
    expect(isolated.size).toBeGreaterThan(0);
    const files = readdirSync('tests/server', { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.test.ts')).map((file) => `tests/server/${file}`);
    const sharing = files.filter((file) => !isolated.has(file) && SHARED_STATE_CHANGES.test(readFileSync(file, 'utf8')));
    expect(sharing).toEqual([]);
    // the isolated ones do change shared state; a file that no longer does can leave the list
    expect([...isolated].filter((file) => !SHARED_STATE_CHANGES.test(readFileSync(file, 'utf8')))).toEqual([]);
  });
});
