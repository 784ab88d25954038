import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database';
import { isDataException } from '../../server/db/pg-errors';
import errorHandler from '../../server/plugins/error-handler';
import { openTestDatabase } from './helper';

/** PostgreSQL's data exceptions (class 22) raised by the real database, as the error handler answers them. */
let app: FastifyInstance;
let database: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  app = Fastify({ logger: false });
  await app.register(errorHandler);
  app.get<{ Querystring: { value: string; kind: string } }>('/cast', async (request) => {
    const { value, kind } = request.query;
    if (kind === 'date') return (await sql`select ${value}::date as v`.execute(database.db)).rows;
    if (kind === 'int') return (await sql`select ${value}::int as v`.execute(database.db)).rows;
    return (await sql`select ${value}::numeric(4,2) as v`.execute(database.db)).rows;
  });
  app.post<{ Body: { when: string } }>('/body', async (request) => (await sql`select ${request.body.when}::timestamptz as v`.execute(database.db)).rows);
});
afterAll(async () => {
  await app?.close();
  await drop?.();
});

describe('class 22 errors of PostgreSQL are 400, never 500', () => {
  it.each([
    ['date', '0000-01-01'],
    ['date', '2024-02-30'],
    ['int', '99999999999'],
    ['int', 'twelve'],
    ['numeric', '12345'],
  ])('a %s cast of %s answers 400 naming the query parameter', async (kind, value) => {
    const reply = await app.inject({ method: 'GET', url: '/cast', query: { value, kind } });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().code).toBe('E_VALIDATION');
    if (reply.json().errors) expect(Object.keys(reply.json().errors)).toEqual(['value']);
  });

  it('names the field when PostgreSQL quotes the value', async () => {
    const reply = await app.inject({ method: 'GET', url: '/cast', query: { value: '0000-01-01', kind: 'date' } });
    expect(reply.json()).toEqual({ message: 'Неверный формат', code: 'E_VALIDATION', errors: { value: 'Неверный формат' } });
    const body = await app.inject({ method: 'POST', url: '/body', payload: { when: 'yesterday-ish' } });
    expect(body.statusCode).toBe(400);
    expect(body.json().errors).toEqual({ when: 'Неверный формат' });
  });

  it('every SQLSTATE of class 22 counts as a data exception, nothing else does', () => {
    for (const code of ['22000', '22001', '22003', '22007', '22008', '22012', '22021', '22P02', '22P05']) expect(isDataException({ code })).toBe(true);
    for (const code of ['23505', '42703', '2200', '', '220011']) expect(isDataException({ code })).toBe(false);
  });
});
