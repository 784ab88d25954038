import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ENUMS, INTERNAL_ENUMS } from '../../common/enumRegistry';
import { SERVICE_UNITS } from '../../common/enums';
import { enumTexts } from '../../common/i18n/enums';
import { unitTexts } from '../../common/i18n/units';
import { PLURAL_DELIMITER } from '../../common/plural';
import type { Field, ResourceDeclaration } from '../../common/resource';
import { DECLARED_RESOURCES } from '../../common/resources';
import { declaredTexts } from '../../common/resources/texts.generated';

const LANGUAGES = ['ru', 'kk', 'en'] as const;
type Words = Record<string, unknown>;

/** A label is words: present, and not the code it stands for (BRUTTO is not a label of BRUTTO). */
const isWords = (label: unknown, code: string) => typeof label === 'string' && label.trim() !== '' && label.trim() !== code;

const registered = Object.values(ENUMS).map((values) => values as readonly string[]);
const covered = (values: readonly string[], sets: readonly (readonly string[])[]) => sets.some((set) => values.every((v) => set.includes(v)));

/** Every enum field of a declaration, at any depth (a group's, a list's items, a joined record's), with its path. */
function enumFields(fields: Record<string, Field>, path = ''): { path: string; top: boolean; f: Extract<Field, { kind: 'enum' }> }[] {
  return Object.entries(fields).flatMap(([key, f]) => {
    const at = path ? `${path}.${key}` : key;
    if (f.kind === 'enum') return [{ path: at, top: !path, f }];
    const inner: Record<string, Field> = { ...('fields' in f && f.fields ? f.fields : {}), ...('items' in f && f.items ? { items: f.items } : {}) };
    return enumFields(inner, at);
  });
}

const choicesOf = (d: ResourceDeclaration, language: (typeof LANGUAGES)[number], key: string) => {
  const texts = (declaredTexts as unknown as Record<string, Record<string, { resources: Record<string, { choices?: Record<string, Words> }> }>>)[d.name];
  return texts?.[language]?.resources[d.name]?.choices?.[key] ?? {};
};

describe('every enum the project declares has words in ru, kk and en', () => {
  it.each(Object.entries(ENUMS))('the project enum %s (common/i18n/enums.ts)', (name, values) => {
    for (const language of LANGUAGES) {
      const words = (enumTexts[language].app.enums as Record<string, Words>)[name]!;
      for (const value of values) expect(isWords(words[value], value), `${language} ${name}.${value}: ${String(words[value])}`).toBe(true);
    }
  });

  it.each(DECLARED_RESOURCES.map((d) => [d.name, d] as const))('the declared enums of %s', (_name, d) => {
    for (const { path, top, f } of enumFields(d.fields)) {
      if (f.labels) expect(covered(f.values, [ENUMS[f.labels]]), `${d.name}.${path} labels ${f.labels}`).toBe(true);
      else if (top) {
        for (const language of LANGUAGES) {
          const words = choicesOf(d, language, path);
          for (const value of f.values) expect(isWords(words[value], value), `${language} ${d.name}.choices.${path}.${value}: ${String(words[value])}`).toBe(true);
        }
      } else expect(covered(f.values, registered), `${d.name}.${path} (${f.values.join(', ')}): a nested enum names a project enum`).toBe(true);
    }
  });

  it('and every service unit its counted forms: three in Russian, one in Kazakh, two in English', () => {
    const forms = { ru: 3, kk: 1, en: 2 };
    for (const language of LANGUAGES) {
      for (const unit of SERVICE_UNITS) {
        const text = unitTexts[language].app.units[unit];
        expect(text.split(PLURAL_DELIMITER), `${language} ${unit}`).toHaveLength(forms[language]);
        expect(text.split(PLURAL_DELIMITER).every((form) => form.includes('%{smart_count}')), `${language} ${unit}`).toBe(true);
      }
    }
  });
});

/** Codes in source: arrays of UPPER_CASE strings `as const` (common/) and unions of such literals (the database's types). */
function codeSets(dir: string, pattern: RegExp): { file: string; values: string[] }[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.includes('generated') && !file.startsWith('i18n'))
    .flatMap((file) =>
      [...readFileSync(`${dir}/${file}`, 'utf8').matchAll(pattern)].map((match) => ({
        file: `${dir}/${file}`,
        values: [...match[1]!.matchAll(/'([^']*)'/g)].map((m) => m[1]!),
      })),
    )
    .filter(({ values }) => values.length > 0 && values.every((v) => /^[A-Z][A-Z0-9_]*$/.test(v)));
}

describe('no enum is left without words', () => {
  const declared = DECLARED_RESOURCES.flatMap((d) => enumFields(d.fields).filter(({ top, f }) => top && !f.labels).map(({ f }) => f.values as readonly string[]));
  const known = [...registered, ...Object.values(INTERNAL_ENUMS), ...declared];

  it.each([
    ['common', /\[((?:\s*'[^']*',?)+\s*)\]\s*as const/g],
    ['server/db/schema', /((?:'[A-Z][A-Z0-9_]*'\s*\|\s*)+'[A-Z][A-Z0-9_]*')/g],
  ] as const)('%s: every set of codes is a project enum, a declared field or a listed internal one', (dir, pattern) => {
    const sets = codeSets(dir, pattern);
    expect(sets.length).toBeGreaterThan(3);
    for (const { file, values } of sets) expect(covered(values, known), `${file}: ${values.join(' | ')}`).toBe(true);
  });
});
