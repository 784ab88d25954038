import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { memoryStore } from 'react-admin';
import { CabinetAdmin } from '../../src/cabinets/CabinetAdmin';
import { salesCabinet } from '../../src/cabinets/sales/salesCabinet';
import type { CabinetDefinition } from '../../src/cabinets/types';
import { storeConsent } from '../../src/pages/cookieConsent';
import { COMPONENT_TEST, RENDER_WAIT, identityWith, testAuthProvider, testProvider } from './test-utils';
import type { Role } from '../../common/roles';

/** The sales cabinet with a section not built yet: every one of its own is built, so a test adds one to see its placeholder. */
const withPlaceholder: CabinetDefinition = {
  ...salesCabinet,
  sections: [...salesCabinet.sections, { placeholder: '/future', access: { resource: 'settings', action: 'edit' } }],
};

function renderSales(roles: Role[]) {
  return render(
    <CabinetAdmin
      definition={withPlaceholder}
      authProvider={testAuthProvider(identityWith(roles))}
      dataProvider={testProvider()}
      store={memoryStore()}
    />,
  );
}

describe('sales cabinet app', COMPONENT_TEST, () => {
  beforeEach(() => {
    storeConsent();
    window.location.hash = '';
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('opens the certificates home for sales staff (B2)', async () => {
    renderSales(['ADMIN']);
    expect(await screen.findByRole('menuitem', { name: 'Сертификаты' }, RENDER_WAIT)).toBeInTheDocument();
    await waitFor(() => expect(window.location.hash).toBe('#/certificates'));
    expect(screen.queryByText('Такой страницы не нашлось')).not.toBeInTheDocument();
  });

  it('shows the placeholder for a declared section not built yet, and 404 for an unknown address (B4)', async () => {
    window.location.hash = '#/future';
    const { unmount } = renderSales(['ADMIN']);
    expect(await screen.findByText('Раздел в разработке', { selector: 'p' }, RENDER_WAIT)).toBeInTheDocument();
    unmount();
    window.location.hash = '#/no-such-section';
    renderSales(['ADMIN']);
    expect(await screen.findByText('404', {}, RENDER_WAIT)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Вернуться на главную' })).toBeInTheDocument();
  });

  it("refuses a placeholder section to a role the access matrix does not give it, typed by its address (issue 25)", async () => {
    window.location.hash = '#/future/edit/1';
    const { unmount } = renderSales(['AGENT']);
    expect(await screen.findByText('Доступ запрещен', {}, RENDER_WAIT)).toBeInTheDocument();
    expect(screen.queryByText('Раздел в разработке')).not.toBeInTheDocument();
    unmount();
    window.location.hash = '#/future/edit/1';
    renderSales(['ADMIN']);
    expect(await screen.findByText('Раздел в разработке', { selector: 'p' }, RENDER_WAIT)).toBeInTheDocument();
    expect(screen.queryByText('Доступ запрещен')).not.toBeInTheDocument();
  });

  it('warns a client and sends them to the client cabinet after the countdown (B8)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    renderSales(['CLIENT']);

    expect(await screen.findByText('Нет доступа к этой части кабинета, вы будете перенаправлены', {}, RENDER_WAIT)).toBeInTheDocument();
    expect(screen.queryByText('Раздел в разработке')).not.toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(1500));
    expect(screen.getByText('Перенаправление через 4 с')).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();

    for (const left of [3, 2, 1]) {
      await act(() => vi.advanceTimersByTimeAsync(1000));
      expect(screen.getByText(`Перенаправление через ${left} с`)).toBeInTheDocument();
    }
    expect(assign).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(assign).toHaveBeenCalledWith('/cabinet/');
  });
});
