import { HttpResponse, delay, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { preloadMyServices, takePreloadedServices } from '../../src/resources/myServices/homePreload';
import { createFakeSession } from './msw/fakeSession';
import { createTestProviders } from './msw/providers';
import { gw, server, setupMswServer } from './msw/server';

setupMswServer();

/** Issue 11's sign-in-to-home budget: the client's home data is read while the profile is, not after the cabinet renders. */
describe('the client home read at sign-in', () => {
  beforeEach(() => {
    localStorage.clear();
    server.use(...createFakeSession().handlers);
  });

  it('runs onSession once the tokens are kept and before the profile has answered', async () => {
    let profileAnswered = false;
    server.use(http.get(gw('/auth/profile'), async () => {
      await delay(50);
      profileAnswered = true;
      return HttpResponse.json({ id: 'u-1', name: 'Клиент', phone: '79000000006', email: null, isNotFullProfile: false, isNewUser: false, partnerClickId: null, clickConsentAt: null, scope: { roles: ['CLIENT'] } });
    }));
    const seen: { token: string | null; profileAnswered: boolean }[] = [];
    await createTestProviders().authProvider.login({ input: 'client', password: 'demo1234' }, () => seen.push({ token: localStorage.getItem('sessionToken'), profileAnswered }));
    expect(seen).toEqual([{ token: 'access-1', profileAnswered: false }]);
  });

  it('hands the preloaded services to the home once', async () => {
    localStorage.setItem('sessionToken', 'access-1');
    const reply = { data: [{ id: 's-1' }], total: 1 };
    let reads = 0;
    server.use(http.get(gw('/client/services'), () => {
      reads += 1;
      return HttpResponse.json(reply);
    }));
    preloadMyServices();
    await expect(takePreloadedServices()).resolves.toEqual(reply);
    expect(takePreloadedServices()).toBeNull();
    expect(reads).toBe(1);
  });
});
