import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resourceEndpoints } from '../../src/dataProvider/resources';
import { createTestProviders } from './msw/providers';
import { gw, server, setupMswServer } from './msw/server';

setupMswServer();

/** D4: payment order calls give up after 30 s with 'server unavailable' (issue 27: they waited for ever). */
describe('payment order calls (D4)', () => {
  let timers: { ms: number; controller: AbortController }[];
  beforeEach(() => {
    localStorage.clear();
    timers = [];
    // the 30 s pass at once: the timeout's signal is one the test aborts
    vi.spyOn(AbortSignal, 'timeout').mockImplementation((ms: number) => {
      const controller = new AbortController();
      timers.push({ ms, controller });
      return controller.signal;
    });
    // the acquirer never answers
    server.use(http.post(gw('/*'), ({ request }) => new Promise((resolve) => request.signal.addEventListener('abort', () => resolve(Response.error())))));
  });
  afterEach(() => vi.restoreAllMocks());

  it.each([
    ['the sale’s card payment', (api: ReturnType<typeof createTestProviders>['dataProvider']) => api.payCertificate('c1')],
    ['the client’s basket', (api: ReturnType<typeof createTestProviders>['dataProvider']) => api.orderBasket({ items: [] } as never)],
    ['the client’s order', (api: ReturnType<typeof createTestProviders>['dataProvider']) => api.payMyOrder('o1')],
  ])('%s gives up after 30 s, saying the server is unavailable', async (_name, call) => {
    const { dataProvider } = createTestProviders(resourceEndpoints);
    const paying = call(dataProvider);
    await vi.waitFor(() => expect(timers.map((timer) => timer.ms)).toEqual([30_000]));
    timers[0].controller.abort(new DOMException('timed out', 'TimeoutError'));
    await expect(paying).rejects.toMatchObject({ status: 0, message: 'Сервер не доступен' });
  });
});
