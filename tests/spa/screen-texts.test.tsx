import { beforeEach, describe, expect, it } from 'vitest';
import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { type RaRecord, memoryStore } from 'react-admin';
import { CabinetAdmin } from '../../src/cabinets/CabinetAdmin';
import { salesCabinet } from '../../src/cabinets/sales/salesCabinet';
import { lazyScreen } from '../../src/cabinets/lazyScreen';
import { createI18nProvider, cabinetTexts } from '../../src/i18n';
import { showScreensOf } from '../../src/i18n/screenTexts';
import type { Messages } from '../../src/i18n/types';
import { storeConsent } from '../../src/pages/cookieConsent';
import { identityWith, testAuthProvider, testProvider } from './test-utils';

// the first render of a whole cabinet with a generated list in a file compiles them: 9 s alone, more under load
const FIRST_RENDER_WAIT = { timeout: 30_000 };

const OPTION = { id: '7f0c9a8e-3b1d-4c2e-9f6a-1d2e3f4a5b6c', name: 'Юрист онлайн', description: null, cost: 1200, limit: 3, unit: 'звонка' };

// This file's first render of the sales cabinet: its texts beyond the first screen's are not loaded yet.
describe('a screen opened straight after the sales cabinet loads', { timeout: 45_000 }, () => {
  beforeEach(() => {
    storeConsent();
  });

  it('shows its texts, which the cabinet’s first screen does not bring, from its first paint', async () => {
    window.location.hash = '#/services';
    const getList = <R extends RaRecord>() => Promise.resolve({ data: [OPTION as unknown as R], total: 1 });
    render(
      <CabinetAdmin
        definition={salesCabinet}
        authProvider={testAuthProvider(identityWith(['ADMIN']))}
        dataProvider={testProvider({ getList })}
        store={memoryStore()}
      />,
    );
    expect(await screen.findByText('Юрист онлайн', {}, FIRST_RENDER_WAIT)).toBeInTheDocument();
    expect(screen.getAllByText('Цена в год').length).toBeGreaterThan(0);
    expect(screen.queryByText(/^resources\.|^Cost$/)).not.toBeInTheDocument();
  });

  it('waits for them: a screen loaded later renders once they are loaded and translated', async () => {
    let arrive: (messages: Messages) => void = () => undefined;
    const later = new Promise<Messages>((resolve) => (arrive = resolve));
    const none = () => Promise.resolve({ default: [] });
    const texts = cabinetTexts({ ru: [{ app: { home: 'Главная' } }], ruLater: () => later.then((m) => ({ default: [m] })), kk: none, en: none });
    const i18n = createI18nProvider(texts, 'ru');
    showScreensOf(texts, i18n);
    const Screen = lazyScreen(() => Promise.resolve({ Options: () => <p>{i18n.translate('app.options.title')}</p> }), 'Options');
    render(
      <Suspense fallback={<p>…</p>}>
        <Screen />
      </Suspense>,
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByText('…')).toBeInTheDocument();
    arrive({ app: { options: { title: 'Опции' } } });
    expect(await screen.findByText('Опции')).toBeInTheDocument();
    expect(i18n.translate('app.home')).toBe('Главная');
  });
});
