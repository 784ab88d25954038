/**
 * `npm run new:resource -- <name>`: a declared CRUD resource in the three files the README names (its declaration,
 * its texts, its migration) and its two tests, then what is left to fill in. Nothing else is edited: the registries
 * find the new files (tools/build/registries.mjs). `<name>` is the resource's name in camelCase (`regions`,
 * `storyCategories`); its API path and table follow from it (`/story-categories`, `story_categories`).
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrationFiles, writeRegistries } from './build/registries.mjs';
import { declarationTemplate, migrationTemplate, serverTestTemplate, spaTestTemplate, textsTemplate } from './new-resource-templates';

const root = process.env.PROJECT_ROOT ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

const name = process.argv[2] ?? fail('usage: npm run new:resource -- <name in camelCase, e.g. regions>');
if (!/^[a-z][a-zA-Z0-9]*$/.test(name)) fail(`"${name}": a resource name is camelCase letters and digits, e.g. regions or storyCategories`);
const kebab = name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const table = kebab.replace(/-/g, '_');

const last = migrationFiles(root).at(-1)?.slice(0, 4) ?? '0000';
const migration = `${String(Math.floor(Number(last) / 10) * 10 + 10).padStart(4, '0')}-${kebab}`;

const files: [string, string][] = [
  [`common/resources/${name}.ts`, declarationTemplate(name, kebab)],
  [`common/resources/${name}.texts.ts`, textsTemplate(name)],
  [`server/db/migrations/${migration}.ts`, migrationTemplate(table)],
  [`tests/server/${kebab}.test.ts`, serverTestTemplate(name, kebab)],
  [`tests/spa/${kebab}.test.tsx`, spaTestTemplate(name, kebab)],
];
const taken = files.filter(([file]) => existsSync(path.join(root, file)));
if (taken.length) fail(`already there: ${taken.map(([file]) => file).join(', ')}`);
for (const [file, content] of files) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), content);
}
writeRegistries(root);

console.log(`Written:
${files.map(([file]) => `  ${file}`).join('\n')}

To fill in:
  1. ${files[0]![0]}: the fields (common/resource/fields.ts), the list's columns, search and sort, who may do what
     (access), the menu's cabinets, icon (any @mui/icons-material name) and place (after), a comment naming the spec item.
  2. ${files[1]![0]}: the Russian and Kazakh texts (written in English here); \`npm run typecheck\` names every
     text a field, choice or rule still lacks, in each language.
  3. ${files[2]![0]}: the table's columns as the declaration says (tests/server/declared-tables.test.ts compares them)
     and the indexes its list is sorted and narrowed by.
  4. The two tests: what the resource does beyond CRUD.
  5. Only if its screens need more than the declaration: src/resources/<folder>/views.ts and screens.tsx (see services).
Then \`npm test\` and \`npm start\`: the API at /gw/${kebab}, its OpenAPI entries, the access walk and the screens in the menu.`);
