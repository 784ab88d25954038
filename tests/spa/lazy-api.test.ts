import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { AppDataProvider } from '../../src/dataProvider';
import { createTestProviders } from './msw/providers';
import { gw, server, setupMswServer } from './msw/server';

setupMswServer();

/** The named API methods arrive with the first call (src/dataProvider/lazyApi.ts), off every first screen. */
describe('the dataProvider\'s lazily loaded API methods', () => {
  it('calls a named method through the network on its first use, with the same function every time', async () => {
    server.use(http.get(gw('/settings'), () => HttpResponse.json({ bonus_money: 5, bonus_rate: 10, fts_commission: [] })));
    const { dataProvider } = createTestProviders();
    expect(dataProvider.settings).toBe(dataProvider.settings);
    await expect(dataProvider.settings()).resolves.toMatchObject({ bonus_money: 5 });
  });

  it('keeps CRUD and its flags as they are, is no promise itself, and refuses an unknown name clearly', async () => {
    const { dataProvider } = createTestProviders();
    expect(dataProvider.supportAbortSignal).toBe(true);
    expect(typeof dataProvider.getList).toBe('function');
    expect((dataProvider as unknown as { then?: unknown }).then).toBeUndefined();
    await expect(Promise.resolve(dataProvider)).resolves.toBe(dataProvider);
    const unknown = (dataProvider as unknown as Record<string, () => Promise<unknown>>).noSuchMethod!;
    await expect(unknown()).rejects.toThrow('Unknown dataProvider function: noSuchMethod');
  });

  it('takes a test\'s spy in place of a method', async () => {
    const { dataProvider } = createTestProviders();
    const spied = { bonus_money: 1, bonus_rate: 2, fts_commission: [], updated_at: null };
    (dataProvider as AppDataProvider).settings = () => Promise.resolve(spied);
    await expect(dataProvider.settings()).resolves.toBe(spied);
  });
});
