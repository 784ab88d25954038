import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, buildTestApp } from './helper';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await buildTestApp({ maxEventLoopDelayMs: 100 });
});
afterAll(async () => ctx?.close());

/** Holds the event loop for `ms` in slices of `slice` ms: timers run between slices, late by a slice each. */
async function holdLoop(ms: number, slice: number) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    const end = Date.now() + slice;
    while (Date.now() < end);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** The status /gw/health answers once it answers 200, or its last status after `ms`: under-pressure samples each second. */
async function healthyWithin(ms: number) {
  const until = Date.now() + ms;
  let status = 0;
  do {
    status = (await ctx.app.inject({ method: 'GET', url: '/gw/health' })).statusCode;
    if (status === 200) return status;
    await sleep(250);
  } while (Date.now() < until);
  return status;
}

describe('an overloaded process (@fastify/under-pressure)', () => {
  it('answers 503 with Retry-After in the error contract, /gw/health included, and recovers once the loop is free', async () => {
    // building the app (migrations, declarations) may itself hold the loop past 100 ms on a busy machine: start calm
    expect(await healthyWithin(5000)).toBe(200);
    // every sample of the second-long window sees the loop ~300 ms late: well past the 100 ms allowed
    await holdLoop(2500, 300);
    const refused = await ctx.app.inject({ method: 'GET', url: '/gw/health', headers: { 'accept-language': 'en' } });
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('10');
    expect(refused.json()).toEqual({ code: 'E_SERVICE_UNAVAILABLE', message: 'The server is overloaded, try again in 10 s' });
    const list = await ctx.app.inject({ method: 'GET', url: '/gw/rates/all' });
    expect(list.statusCode).toBe(503);

    expect(await healthyWithin(5000)).toBe(200);
  });
});
