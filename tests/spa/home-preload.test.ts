import { HttpResponse, delay, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { takePreloaded } from '../../src/dataProvider/preload';
import { SERVICES_PRELOAD, preloadMyServices } from '../../src/resources/myServices/homePreload';
import type { AppIdentity } from '../../src/authProvider/identity';
import { conversionKey, preloadPartnerHome, statsKey } from '../../src/resources/partnerCabinet/homePreload';
import { DEFAULT_PRESET, presetPeriod } from '../../src/resources/salesStats/period';
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
    await expect(takePreloaded(SERVICES_PRELOAD)).resolves.toEqual(reply);
    expect(takePreloaded(SERVICES_PRELOAD)).toBeNull();
    expect(reads).toBe(1);
  });

  it('reads the partner home’s conversion at once and its figures as soon as the profile names the partner', async () => {
    localStorage.setItem('sessionToken', 'access-1');
    const asked: string[] = [];
    server.use(
      http.get(gw('/partner/conversion'), ({ request }) => {
        asked.push(new URL(request.url).pathname);
        return HttpResponse.json({ clicks: 10, registrations: 2, sales: 1 });
      }),
      http.get(gw('/partners/p-1/stats'), ({ request }) => {
        asked.push(new URL(request.url).pathname);
        return HttpResponse.json({ count: 3 });
      }),
    );
    let named!: (identity: AppIdentity) => void;
    preloadPartnerHome(new Promise<AppIdentity>((resolve) => (named = resolve)));
    const period = presetPeriod(DEFAULT_PRESET);
    expect(takePreloaded(statsKey({ partnerId: 'p-1' }, period))).toBeNull();
    await expect(takePreloaded(conversionKey(period))).resolves.toMatchObject({ clicks: 10 });
    named({ partnerId: 'p-1' } as AppIdentity);
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(takePreloaded(statsKey({ partnerId: 'p-1' }, period))).resolves.toEqual({ count: 3 });
    expect(asked.map((path) => path.replace(/^.*\/gw/, ''))).toEqual(['/partner/conversion', '/partners/p-1/stats']);
  });
});
