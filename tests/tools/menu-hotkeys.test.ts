import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(__dirname, '../../src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(name) ? [full] : [];
  });
}

describe('the menu without keyboard shortcuts', () => {
  // the build gives react-admin's MenuItemLink a useHotkeys that binds nothing (noMenuHotkeys, vite.config.ts)
  it('names no keyboardShortcut in src/, so none would silently do nothing', () => {
    const naming = sourceFiles(SRC).filter((file) => readFileSync(file, 'utf8').includes('keyboardShortcut'));
    expect(naming.map((file) => path.relative(SRC, file))).toEqual([]);
  });
});
