import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authAs } from './auth-helper';
import { type TestContext, buildTestApp } from './helper';

/** C4/O10: the certificate list filters on the client's phone, typed in the mask or any form. */
let ctx: TestContext;
let admin: { authorization: string };
let phone: string;
let clientId: string;
beforeAll(async () => {
  ctx = await buildTestApp();
  admin = await authAs(ctx.app, 'admin');
  const sold = await ctx.app.db
    .selectFrom('certificates')
    .innerJoin('clients', 'clients.id', 'certificates.client_id')
    .select(['clients.id', 'clients.phone'])
    .where('clients.phone', 'is not', null)
    .executeTakeFirstOrThrow();
  phone = sold.phone!;
  clientId = sold.id;
});
afterAll(async () => ctx?.close());

async function listedClients(query: Record<string, string>, headers = admin) {
  const res = await ctx.app.inject({ method: 'GET', url: '/gw/certificates', query: { perPage: '1000', ...query }, headers });
  expect(res.statusCode).toBe(200);
  const ids: string[] = res.json().data.map((row: { id: string }) => row.id);
  if (!ids.length) return { total: res.json().total as number, clients: [] as string[] };
  const rows = await ctx.app.db.selectFrom('certificates').select('client_id').where('id', 'in', ids).execute();
  return { total: res.json().total as number, clients: [...new Set(rows.map((row) => row.client_id))] };
}

const masked = (digits: string) => `+7 (${digits.slice(1, 4)}) ${digits.slice(4, 7)}-${digits.slice(7, 9)}-${digits.slice(9, 11)}`;

describe('certificate list phone filter (C4, O10)', () => {
  it("a whole number in the mask, with 8 or bare lists that client's certificates only", async () => {
    const expected = await ctx.app.db.selectFrom('certificates').select('id').where('client_id', '=', clientId).execute();
    for (const typed of [masked(phone), `8${phone.slice(1)}`, phone.slice(1)]) {
      const { total, clients } = await listedClients({ phone: typed });
      expect(clients).toEqual([clientId]);
      expect(total).toBe(expected.length);
    }
  });

  it('the beginning of a number lists the clients whose phone starts so', async () => {
    const beginning = masked(phone).slice(0, 8);
    const { clients } = await listedClients({ phone: beginning });
    expect(clients).toContain(clientId);
    const phones = await ctx.app.db.selectFrom('clients').select('phone').where('id', 'in', clients).execute();
    for (const row of phones) expect(row.phone!.startsWith(phone.slice(0, 4))).toBe(true);
  });

  it('a number nobody has lists nothing; letters are refused on the field', async () => {
    expect((await listedClients({ phone: '+7 (999) 999-99-98' })).total).toBe(0);
    const res = await ctx.app.inject({ method: 'GET', url: '/gw/certificates?phone=abc', headers: admin });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toEqual(['phone']);
  });
});
