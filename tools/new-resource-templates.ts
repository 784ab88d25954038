/** The files `npm run new:resource` writes (tools/new-resource.ts): a working CRUD resource to grow from. */

const title = (name: string) => name.charAt(0).toUpperCase() + name.slice(1).replace(/[A-Z]/g, (c) => ` ${c.toLowerCase()}`);

export const declarationTemplate = (name: string, kebab: string) => `/** ${title(name)}: what a record is and the spec item it serves. */
import { crud, defineResource, text } from '../resource';

export const ${name} = defineResource({
  name: '${kebab}',${kebab.includes('-') ? `\n  table: '${kebab.replace(/-/g, '_')}',` : ''}
  path: '/${kebab}',
  timestamps: true,
  fields: {
    name: text({ required: true, minLength: 1, maxLength: 255, unique: 'nameTaken', description: 'Trimmed; unique, case-insensitive' }),
  },
  list: {
    columns: ['name'],
    search: ['name'],
    sort: ['created_at', 'name'],
    defaultSort: { field: 'created_at', order: 'DESC' },
  },
  access: crud(['ADMIN']),
  menu: { cabinets: ['sales'], icon: 'Category' },
  representation: 'name',
});
`;

export const textsTemplate = (name: string) => {
  const branch = (words: { one: string; many: string; name: string; required: string; taken: string; empty: string }) => `{
    resources: {
      '${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}': {
        name: '${words.one} |||| ${words.many}',
        menu: '${words.many}',
        empty: '${words.empty}',
        action: { create: 'New ${words.one.toLowerCase()}' },
        notifications: { created: '${words.one} created', updated: '${words.one} updated', deleted: '${words.one} deleted' },
        message: { delete_title: 'Delete “%{recordRepresentation}”?', delete_content: 'This cannot be undone.' },
        fields: { name: '${words.name}' },
        validation: { nameRequired: '${words.required}', nameTaken: '${words.taken}' },
      },
    },
  }`;
  const english = { one: title(name), many: title(name), name: 'Name', required: 'Enter the name', taken: 'This name is taken', empty: 'None yet' };
  return `import type { Cabinet } from '../roles';
import type { ResourceTexts } from '../resource/texts';
import type { ${name} } from './${name}';

/** The cabinets showing these texts (the declaration's menu.cabinets). */
export const cabinets: readonly Cabinet[] = ['sales'];
export const firstScreens: readonly Cabinet[] = [];

/** ${title(name)}: its labels, choices and rules' texts in ru, kk and en (the server answers its validation texts). */
export const texts = {
  ru: ${branch(english)},
  kk: ${branch(english)},
  en: ${branch(english)},
} satisfies ResourceTexts<typeof ${name}>;
`;
};

export const migrationTemplate = (table: string) => `import { type Kysely, sql } from 'kysely';

/** The ${table} table of its declaration (common/resources); the unique index answers its \`unique\` field. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql\`
    create table ${table} (
      id uuid primary key default gen_random_uuid(),
      name text not null check (length(name) between 1 and 255),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create unique index ${table}_name_key on ${table} (lower(name));
    create index ${table}_created_idx on ${table} (created_at, id);
  \`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql\`drop table ${table}\`.execute(db);
}
`;

export const serverTestTemplate = (name: string, kebab: string) => `import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authAs } from './auth-helper';
import { type TestContext, buildTestApp } from './helper';

let ctx: TestContext;
let admin: { authorization: string };
let agent: { authorization: string };
beforeAll(async () => {
  ctx = await buildTestApp();
  admin = await authAs(ctx.app, 'admin');
  agent = await authAs(ctx.app, 'agent');
});
afterAll(async () => ctx?.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: { authorization: string }, payload?: object) =>
  ctx.app.inject({ method, url: \`/gw${'$'}{url}\`, headers, ...(payload ? { payload } : {}) });

describe('${title(name).toLowerCase()} (${kebab})', () => {
  it('creates, lists, renames and deletes as the admin', async () => {
    const created = await call('POST', '/${kebab}', admin, { name: '  First  ' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ name: 'First' });
    const list = (await call('GET', '/${kebab}?q=fir', admin)).json();
    expect(list).toMatchObject({ total: 1, data: [{ name: 'First' }] });
    const renamed = await call('PUT', \`/${kebab}/${'$'}{created.json().id}\`, admin, { name: 'Second' });
    expect(renamed.json()).toMatchObject({ name: 'Second' });
    expect((await call('DELETE', \`/${kebab}/${'$'}{created.json().id}\`, admin)).statusCode).toBe(200);
  });

  it('refuses a taken name under the field and a blank one', async () => {
    await call('POST', '/${kebab}', admin, { name: 'Taken' });
    const clash = await call('POST', '/${kebab}', admin, { name: 'taken' });
    expect(clash.statusCode).toBe(409);
    expect(Object.keys(clash.json().errors)).toEqual(['name']);
    expect((await call('POST', '/${kebab}', admin, { name: '   ' })).statusCode).toBe(400);
  });

  it('is in the OpenAPI document', () => {
    const paths = (ctx.app.swagger() as { paths: Record<string, object> }).paths;
    expect(Object.keys(paths['/gw/${kebab}'] ?? {})).toEqual(expect.arrayContaining(['get', 'post']));
    expect(Object.keys(paths['/gw/${kebab}/{id}'] ?? {})).toEqual(expect.arrayContaining(['get', 'put', 'delete']));
  });

  it('refuses an agent', async () => {
    expect((await call('GET', '/${kebab}', agent)).statusCode).toBe(403);
    expect((await call('POST', '/${kebab}', agent, { name: 'Mine' })).statusCode).toBe(403);
  });
});
`;

export const spaTestTemplate = (name: string, kebab: string) => `import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { AdminUI } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { ${name} } from '../../common/resources/${name}';
import { salesCabinet } from '../../src/cabinets/sales/salesCabinet';
import { declaredEndpoints } from '../../src/dataProvider/declared';
import { MENU_ENTRIES } from '../../src/layout/menu/menuEntries';
import { visibleEntries } from '../../src/layout/menu/visibleEntries';
import { declaredViews } from '../../src/resources/declared/declaredViews';
import { declaredRoutes } from './declaredRoutes';
import { createTestProviders } from './msw/providers';
import { gw, server, setupMswServer } from './msw/server';
import { RENDER_WAIT, identityWith, renderWithAdmin } from './test-utils';

setupMswServer();

const record = { id: '11111111-1111-4111-8111-111111111111', name: 'First', created_at: '2025-01-01T00:00:00.000Z', updated_at: '2025-01-01T00:00:00.000Z' };

describe('${title(name).toLowerCase()} screens', { timeout: 30_000 }, () => {
  it('has its menu entry and generated screens in the sales cabinet, for the admin only', () => {
    const menu = (roles: ('ADMIN' | 'AGENT')[]) =>
      visibleEntries(MENU_ENTRIES, { subject: { roles, agentId: 'a' }, cabinet: 'sales', region: 'RU' }).map((entry) => entry.id);
    expect(menu(['ADMIN'])).toContain('${kebab}');
    expect(menu(['AGENT'])).not.toContain('${kebab}');
    expect(salesCabinet.sections.some((section) => 'resource' in section && section.resource === '${kebab}')).toBe(true);
  });

  it('lists the records with its create button', async () => {
    server.use(http.get(gw('/${kebab}'), () => HttpResponse.json({ data: [record], total: 1, perPage: 25, page: 1 })));
    const { dataProvider } = createTestProviders({ '${kebab}': declaredEndpoints(${name}) });
    renderWithAdmin(
      <AdminUI>
        {declaredRoutes(declaredViews(${name}))}
      </AdminUI>,
      { dataProvider, path: '/${kebab}', identity: identityWith(['ADMIN']) },
    );
    const row = (await screen.findByText('First', {}, RENDER_WAIT)).closest('tr')!;
    expect(within(row).getByText('First')).toBeInTheDocument();
    // its own create button (texts: action.create)
    expect(await screen.findByRole('link', { name: 'New ${title(name).toLowerCase()}' }, RENDER_WAIT)).toBeInTheDocument();
  });
});
`;
