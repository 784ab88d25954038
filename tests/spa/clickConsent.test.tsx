import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuthProvider } from 'react-admin';
import { ClickConsentDialog } from '../../src/layout/ClickConsentDialog';
import { GreetingPanel } from '../../src/layout/appBar/GreetingPanel';
import { COMPONENT_TEST, RENDER_WAIT, identityWith, renderWithAdmin, testAuthProvider, testProvider } from './test-utils';

const CLICK = 'c1a2b3c4-0000-4000-8000-000000000001';

describe('the click programme partner (G11)', () => {
  it("asks the click partner's agent to accept the terms, sends the acceptance and closes once the profile says so", COMPONENT_TEST, async () => {
    let accepted = false;
    const identity = () => identityWith(['AGENT'], { partnerId: CLICK, partnerClickId: CLICK, clickConsentAt: accepted ? '2026-11-21T10:00:00Z' : null });
    const authProvider: AuthProvider = { ...testAuthProvider(identity()), getIdentity: async () => identity() };
    // the dialog sends the acceptance by the named method (POST /auth/profile/consent, tests/spa/apiMethods.test.ts)
    const acceptClickConsent = vi.fn(async () => {
      accepted = true;
      return {};
    });
    renderWithAdmin(<ClickConsentDialog />, { authProvider, dataProvider: testProvider({ acceptClickConsent }) });

    expect(await screen.findByRole('dialog', { name: 'Условия партнерской программы' }, RENDER_WAIT)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Принимаю условия' }));
    expect(acceptClickConsent).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), RENDER_WAIT);
    expect(await screen.findByText('Условия программы приняты', undefined, RENDER_WAIT)).toBeInTheDocument();
  });

  it('asks nobody else: another partner, an agent who accepted, the partner cabinet', COMPONENT_TEST, async () => {
    const cases = [
      { identity: identityWith(['AGENT'], { partnerId: 'another', partnerClickId: CLICK }), cabinet: 'sales' as const },
      { identity: identityWith(['AGENT'], { partnerId: CLICK, partnerClickId: CLICK, clickConsentAt: '2026-11-20T10:00:00Z' }), cabinet: 'sales' as const },
      { identity: identityWith(['PARTNER'], { partnerId: CLICK, partnerClickId: CLICK }), cabinet: 'cpa' as const },
    ];
    for (const { identity, cabinet } of cases) {
      const { unmount } = renderWithAdmin(<><ClickConsentDialog /><GreetingPanel /></>, { identity, cabinet });
      await screen.findByText(`Здравствуйте, ${identity.fullName}`, undefined, RENDER_WAIT);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      unmount();
    }
  });

  it("marks the click partner's user as 'admin' in the partner cabinet", COMPONENT_TEST, async () => {
    renderWithAdmin(<GreetingPanel />, { identity: identityWith(['PARTNER'], { partnerId: CLICK, partnerClickId: CLICK }), cabinet: 'cpa' });
    expect(await screen.findByText('admin', undefined, RENDER_WAIT)).toBeInTheDocument();
  });
});
