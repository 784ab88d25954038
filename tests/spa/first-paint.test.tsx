import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { AdminUI, Resource } from 'react-admin';
import { beforeEach, describe, expect, it } from 'vitest';
import { CABINETS } from '../../common/roles';
import { resourceEndpoints } from '../../src/dataProvider/resources';
import { CabinetGuard } from '../../src/layout/CabinetGuard';
import { warmUp } from '../../src/login/warmUp';
import certificates from '../../src/resources/certificates';
import { createTestProviders } from './msw/providers';
import { gw, server, setupMswServer } from './msw/server';
import { identityWith, renderWithAdmin, testAuthProvider } from './test-utils';

/**
 * Issue 27: after the sign-in the content area stayed blank for 1–2.5 s (react-admin's Loading and DataTableLoading
 * draw nothing for their first second, and the cabinet's code loaded only then). The frame of the list is drawn at
 * once, well before that second, and the cabinets' code is fetched while the user signs in.
 */
setupMswServer();
beforeEach(() => localStorage.clear());

// well under react-admin's one second of nothing
const AT_ONCE = { timeout: 400 };

describe('no blank screen after the sign-in (issue 27)', () => {
  it('draws the certificate list’s rows as a skeleton while its first page loads', async () => {
    let askedAt = 0;
    server.use(
      http.get(gw('/certificates'), () => {
        askedAt = performance.now();
        return new Promise<never>(() => undefined);
      }),
    );
    const { dataProvider } = createTestProviders({ certificates: resourceEndpoints.certificates });
    renderWithAdmin(
      <AdminUI>
        <Resource name="certificates" {...certificates} />
      </AdminUI>,
      { dataProvider, path: '/certificates' },
    );
    await waitFor(() => expect(askedAt).toBeGreaterThan(0), { timeout: 10_000 });
    // drawn as the page is asked for, not a second later
    const skeleton = await screen.findByTestId('table-skeleton', {}, AT_ONCE);
    expect(performance.now() - askedAt).toBeLessThan(900);
    expect(skeleton.querySelectorAll('tbody tr').length).toBeGreaterThanOrEqual(5);
  });

  it('draws the page’s frame while the user’s rights are still being read', async () => {
    const authProvider = { ...testAuthProvider(identityWith(['ADMIN'])), getIdentity: () => new Promise<never>(() => undefined) };
    renderWithAdmin(<CabinetGuard><p>the page</p></CabinetGuard>, { authProvider });
    expect(await screen.findByTestId('list-skeleton', {}, AT_ONCE)).toBeInTheDocument();
    expect(screen.queryByText('the page')).not.toBeInTheDocument();
  });

  it('fetches every cabinet’s app while its sign-in page is open', async () => {
    expect(Object.keys(warmUp).sort()).toEqual([...CABINETS].sort());
    const [sales] = (await warmUp.sales()) as [{ default: unknown }];
    expect(sales.default).toBeTypeOf('function');
  }, 60_000);
});
