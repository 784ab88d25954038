import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const API = path.resolve(__dirname, '../../src/dataProvider/api');

/** The named calls typed from the published contract (docs/decisions.md API-2); the others follow as they are switched. */
const FROM_CONTRACT = ['agents', 'certificates', 'promo', 'reports', 'sale', 'subdivisions', 'tariffs'];

describe("the SPA's named calls", () => {
  it.each(FROM_CONTRACT)('%s takes its types from the published contract, not from the server', (name) => {
    const code = readFileSync(path.join(API, `${name}.ts`), 'utf8');
    expect(code).toMatch(/^import type \{[^}]*\} from '\.\/contract';$/m);
    expect(code).not.toMatch(/from '[./]*server\//);
    expect(code).not.toMatch(/\bStatic\b/);
  });

  it('reads the contract as types only, so nothing of it reaches the bundle', () => {
    const contract = readFileSync(path.join(API, 'contract.ts'), 'utf8');
    expect(contract).toMatch(/^import type \{ components, operations \} from '\.\.\/api\.generated';$/m);
    expect(contract.replace(/\/\*[\s\S]*?\*\//g, '')).not.toMatch(/^\s*(export )?(const|function|class|let|var) /m);
  });
});
