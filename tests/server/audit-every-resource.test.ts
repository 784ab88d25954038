import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { enabled, tableOf } from '../../common/resource';
import type { Field, ResourceDeclaration } from '../../common/resource';
import { DECLARED_RESOURCES } from '../../common/resources';
import { authAs } from './auth-helper';
import { type TestContext, buildTestApp } from './helper';
import { multipartBody } from './support/multipart';
import { pictureOf } from './support/pictures';

/**
 * Issue 25's audit test over every declared resource with a generated update: a burst of concurrent updates of one
 * record (each a different value of one text field) leaves exactly one audit row per update, whose 'before' is what
 * the previous one left. A resource that cannot take part says why here; a new one takes part or fails.
 */
const NOT_HERE: Record<string, string> = {};
const BURST = 5;
/** The resources the demo data has no record of: one is made as the admin would. */
const CREATE: Record<string, () => Promise<string>> = {
  categories: () => created('/gw/categories', { name: 'Аудит категории' }),
  comments: async () => {
    const { id } = await ctx.database.db.selectFrom('clients').select('id').orderBy('id').limit(1).executeTakeFirstOrThrow();
    return created(`/gw/comment/${id}`, { comment: 'Аудит комментария' });
  },
  offers: () => created('/gw/offers', { title: 'Аудит предложения' }),
  promo: () => created('/gw/promotional/codes', { code: 'AUDIT0', type: 'PERCENT', amount: 10, global: true }),
  stories: () => created('/gw/stories', { title: 'Аудит истории' }),
  templates: () => created('/gw/template', { name: 'Аудит шаблона' }),
  templatePictures: async () => {
    const form = multipartBody({}, { name: 'аудит.png', data: await pictureOf(320, 200), type: 'image/png' });
    const reply = await ctx.app.inject({ method: 'POST', url: '/gw/template/picture/upload', headers: { ...admin, ...form.headers }, payload: form.payload });
    expect(reply.statusCode, reply.body).toBe(201);
    return String(reply.json().id);
  },
};

async function created(url: string, payload: Record<string, unknown>): Promise<string> {
  const reply = await ctx.app.inject({ method: 'POST', url, headers: admin, payload });
  expect(reply.statusCode, reply.body).toBe(201);
  return String(reply.json().id);
}

let ctx: TestContext;
let admin: { authorization: string };
beforeAll(async () => {
  ctx = await buildTestApp();
  admin = await authAs(ctx.app, 'admin');
});
afterAll(async () => ctx?.close());

type Row = Record<string, unknown>;
const writable = (f: Field) => !('readOnly' in f && f.readOnly) && !('hidden' in f && f.hidden) && !('computed' in f && f.computed) && !('via' in f && f.via);
const adminWrites = (f: Field) => !('access' in f) || !f.access?.write || f.access.write.includes('ADMIN');

/** A plain text field the admin may write, long enough for the burst's values (each different, so a unique one too). */
function textField(d: ResourceDeclaration): string | undefined {
  return Object.entries(d.fields).find(([, f]) =>
    (f.kind === 'text' || f.kind === 'longText') && writable(f) && adminWrites(f) && !('values' in f) && (('maxLength' in f ? (f.maxLength as number | undefined) : undefined) ?? 255) >= 12,
  )?.[0];
}

/** The record as its update takes it: its writable fields only. */
const bodyOf = (d: ResourceDeclaration, record: Row) =>
  Object.fromEntries(Object.entries(record).filter(([key]) => d.fields[key] && writable(d.fields[key]) && d.fields[key].kind !== 'join'));

const updatable = DECLARED_RESOURCES.filter((d) => enabled(d, 'update') && d.access.edit?.includes('ADMIN') && !(d.name in NOT_HERE));

describe('the audit trail of every declared resource (issue 25)', () => {
  it.each(updatable.map((d) => [d.name, d] as const))('%s: a burst of concurrent updates leaves one row per change, chained', async (_name, d) => {
    const field = textField(d);
    expect(field, `${d.name} has no plain text field to change: add it to NOT_HERE with the reason`).toBeDefined();
    // the record: the first of its table (a resource may have no list or one route of its own), or a new one
    const { rows } = await sql<{ id: string }>`select id from ${sql.table(tableOf(d))} order by id limit 1`.execute(ctx.database.db);
    const id = rows[0]?.id ? String(rows[0].id) : await CREATE[d.name]?.();
    expect(id, `${d.name}: no demo record to update; say in CREATE how to make one`).toBeDefined();
    const record = enabled(d, 'one')
      ? await ctx.app.inject({ method: 'GET', url: `/gw${d.path}/${id}`, headers: admin }).then((reply) => {
        expect(reply.statusCode, reply.body).toBe(200);
        return reply.json() as Row;
      })
      : ((await sql<Row>`select * from ${sql.table(tableOf(d))} where id = ${id}`.execute(ctx.database.db)).rows[0] ?? {});
    const body = bodyOf(d, record);
    const since = new Date(Date.now() - 1);
    const method = d.update === 'PATCH' ? 'PATCH' : 'PUT';
    // a field with a pattern (a promo code) takes Latin letters and digits
    const pattern = (d.fields[field!] as { pattern?: string }).pattern;
    const values = Array.from({ length: BURST }, (_, i) => (pattern ? `AUDIT${i + 1}x${Date.now() % 1000}` : `Аудит ${i + 1} ${d.name}`.slice(0, 40)));
    if (pattern) for (const value of values) expect(value).toMatch(new RegExp(pattern));
    const burst = await Promise.all(values.map((value) =>
      ctx.app.inject({ method, url: `/gw${d.path}/${id}`, headers: admin, payload: method === 'PATCH' ? { [field!]: value } : { ...body, [field!]: value } })));
    for (const reply of burst) expect(reply.statusCode, `${d.name}: ${reply.body}`).toBe(200);
    const audit = await ctx.database.db.selectFrom('audit_log').selectAll()
      .where('resource', '=', d.name).where('record_id', '=', id).where('action', '=', 'update').where('created_at', '>=', since)
      .orderBy('created_at').orderBy('id').execute();
    const changes = audit.map((row) => (row.changes as Record<string, { before: unknown; after: unknown }>)[field!]);
    expect(changes.every(Boolean), `${d.name}: every row records the change of ${field}`).toBe(true);
    expect(changes.map((change) => change!.after).sort()).toEqual([...values].sort());
    for (let i = 1; i < changes.length; i++) expect(changes[i]!.before).toBe(changes[i - 1]!.after);
  });

  it('takes part with the resources the back office writes', () => {
    // a guard against the filter above quietly leaving everything out
    expect(updatable.map((d) => d.name)).toEqual(expect.arrayContaining(['services', 'tariffs', 'promo', 'partners', 'templates']));
  });
});
