import { beforeEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memoryStore } from 'react-admin';
import { CabinetAdmin } from '../../src/cabinets/CabinetAdmin';
import { salesCabinet } from '../../src/cabinets/sales/salesCabinet';
import { storeConsent } from '../../src/pages/cookieConsent';
import { COMPONENT_TEST, RENDER_WAIT, identityWith, testAuthProvider, testProvider } from './test-utils';

describe('the cabinet’s language', COMPONENT_TEST, () => {
  beforeEach(() => {
    storeConsent();
    window.location.hash = '';
  });

  it('starts in the language stored before (loaded on demand), with no Russian shown first', async () => {
    render(
      <CabinetAdmin
        definition={salesCabinet}
        authProvider={testAuthProvider(identityWith(['ADMIN']))}
        dataProvider={testProvider()}
        store={memoryStore({ locale: 'en' })}
      />,
    );
    expect(screen.queryByText('Сертификаты')).not.toBeInTheDocument();
    expect(await screen.findByRole('menuitem', { name: 'Certificates' }, RENDER_WAIT)).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Сертификаты' })).not.toBeInTheDocument();
  });

  it('switches to English, then Kazakh, from the language menu, loading each when picked', async () => {
    const user = userEvent.setup();
    const store = memoryStore();
    render(
      <CabinetAdmin definition={salesCabinet} authProvider={testAuthProvider(identityWith(['ADMIN']))} dataProvider={testProvider()} store={store} />,
    );
    expect(await screen.findByRole('menuitem', { name: 'Сертификаты' }, RENDER_WAIT)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Русский' }));
    await user.click(await screen.findByRole('menuitem', { name: 'English' }));
    expect(await screen.findByRole('menuitem', { name: 'Certificates' }, RENDER_WAIT)).toBeInTheDocument();
    expect(store.getItem('locale')).toBe('en');

    await user.click(screen.getByRole('button', { name: 'English' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Қазақша' }));
    expect(await screen.findByRole('menuitem', { name: 'Сертификаттар' }, RENDER_WAIT)).toBeInTheDocument();
  });
});
