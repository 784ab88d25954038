import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { AdminUI, Resource, TabbedShowLayout, TextInput, TopToolbar } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { boolean, defineResource, enumOf, joinMany, reference, text } from '../../common/resource';
import { declaredEndpoints } from '../../src/dataProvider/declared';
import { declaredBody } from '../../src/dataProvider/declaredBody';
import { declaredModule } from '../../src/resources/declared';
import { gadgets } from '../fixtures/declared-gadgets';
import { createTestProviders } from './msw/providers';
import { gw, server, setupMswServer } from './msw/server';
import { RENDER_WAIT, identityWith, renderWithAdmin } from './test-utils';

// the throwaway resource joins the declared ones (as the SPA reads them), so the shared access matrix knows it
vi.mock('../../common/resources/summaries', async (original) => {
  const actual = await original<typeof import('../../common/resources/summaries')>();
  const { gadgets: fixture } = await import('../fixtures/declared-gadgets');
  return { ...actual, DECLARED_SUMMARIES: [...actual.DECLARED_SUMMARIES, fixture] };
});

setupMswServer();

/** The gadgets with a flag kept when omitted and a colour that may be none (the toolkit's keepIfOmitted and emptyChoice). */
const flagged = defineResource({
  ...gadgets,
  fields: {
    ...gadgets.fields,
    colour: enumOf(['RED', 'BLUE'], { nullable: true, default: null, emptyChoice: true }),
    featured: boolean({ default: false, keepIfOmitted: true }),
  },
  show: false,
  page: 'page',
});

/** The gadgets whose tariffs the body writes as ids (the toolkit's writable joinMany, a tariff's partners). */
const linked = defineResource({
  ...gadgets,
  fields: {
    ...gadgets.fields,
    rates: joinMany('rates', { table: 'gadget_rates', from: 'gadget_id', to: 'rate_id' }, { id: reference('tariffs'), name: text() }, { writable: true }),
  },
  show: false,
});

const lamp = {
  id: '11111111-1111-4111-8111-111111111111', title: 'Lamp', notes: 'old notes', price: 1500, stock: 3, colour: null, active: true,
  phone: null, email: null, released_at: null, secret: null, agent_id: null, featured: false,
  created_at: '2025-01-01T00:00:00.000Z', updated_at: '2025-01-01T00:00:00.000Z',
};

const extended = declaredModule(flagged, {
  inputs: { notes: <TextInput source="notes" label="Own notes input" /> },
  tabs: [
    <TabbedShowLayout.Tab key="extra" label="Extra tab" path="extra">
      <div>extra content</div>
    </TabbedShowLayout.Tab>,
  ],
});

describe('extending generated screens without copying them', { timeout: 30_000 }, () => {
  it('opens a record at its page address, the generated form as the first tab and the own tabs after it', async () => {
    server.use(
      http.get(gw('/gadgets'), () => HttpResponse.json({ data: [lamp], total: 1, perPage: 10, page: 1 })),
      http.get(gw(`/gadgets/${lamp.id}`), () => HttpResponse.json(lamp)),
    );
    const { dataProvider } = createTestProviders({ gadgets: declaredEndpoints(flagged) });
    renderWithAdmin(
      <AdminUI>
        <Resource name="gadgets" {...extended} />
      </AdminUI>,
      { dataProvider, path: '/gadgets', identity: identityWith(['ADMIN']) },
    );
    const row = (await screen.findByText('Lamp', {}, RENDER_WAIT)).closest('tr')!;
    // a nullable enum shows its empty choice's text
    expect(within(row).getByText('resources.gadgets.choices.colour.none')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Создать' })).toHaveAttribute('href', expect.stringContaining('/gadgets/page'));
    await userEvent.setup().click(within(row).getByText('Lamp'));
    // only the page route serves the Edit: the module has no react-admin `edit` route
    expect(extended).not.toHaveProperty('edit');
    expect(await screen.findByRole('tab', { name: 'Extra tab' }, RENDER_WAIT)).toBeInTheDocument();
    // the replaced input stands where the generated one was; the others are generated
    expect(screen.getByLabelText('Own notes input')).toHaveValue('old notes');
    expect(screen.getByDisplayValue('Lamp')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Extra tab' }));
    await waitFor(() => expect(screen.getByText('extra content')).toBeVisible());
  });

  it('sends a keepIfOmitted field only when it changed', () => {
    const { toBody } = declaredBody(flagged);
    expect(toBody({ title: 'Lamp', featured: false })).not.toHaveProperty('featured');
    expect(toBody({ title: 'Lamp', featured: true })).toMatchObject({ featured: true });
    expect(toBody({ title: 'Lamp', featured: true }, { ...lamp, featured: true })).not.toHaveProperty('featured');
    expect(toBody({ title: 'Lamp', featured: false }, { ...lamp, featured: true })).toMatchObject({ featured: false });
  });

  it('takes a module’s input for a writable joined list and its own edit toolbar (the tariff page’s partners, clone)', async () => {
    const ids = (value?: Array<string | { id: string }>) => (value ?? []).map((rate) => (typeof rate === 'string' ? rate : rate.id)).join(',');
    const rate = { id: '22222222-2222-4222-8222-222222222222', name: 'Basic' };
    const module = declaredModule(linked, {
      inputs: { rates: <TextInput source="rates" label="Own rates input" format={ids} /> },
      editActions: <TopToolbar><button type="button">Own action</button></TopToolbar>,
    });
    server.use(http.get(gw(`/gadgets/${lamp.id}`), () => HttpResponse.json({ ...lamp, rates: [rate] })));
    const { dataProvider } = createTestProviders({ gadgets: declaredEndpoints(linked) });
    renderWithAdmin(
      <AdminUI>
        <Resource name="gadgets" {...module} />
      </AdminUI>,
      { dataProvider, path: `/gadgets/${lamp.id}`, identity: identityWith(['ADMIN']) },
    );
    expect(await screen.findByLabelText('Own rates input', {}, RENDER_WAIT)).toHaveValue(rate.id);
    expect(screen.getByRole('button', { name: 'Own action' })).toBeInTheDocument();
  });

  it('gives a writable joined list no generated input: only the module knows its choices', async () => {
    server.use(http.get(gw(`/gadgets/${lamp.id}`), () => HttpResponse.json({ ...lamp, rates: [] })));
    const { dataProvider } = createTestProviders({ gadgets: declaredEndpoints(linked) });
    renderWithAdmin(
      <AdminUI>
        <Resource name="gadgets" {...declaredModule(linked)} />
      </AdminUI>,
      { dataProvider, path: `/gadgets/${lamp.id}`, identity: identityWith(['ADMIN']) },
    );
    expect(await screen.findByDisplayValue('Lamp', {}, RENDER_WAIT)).toBeInTheDocument();
    expect(screen.queryByLabelText(/Tariffs/)).not.toBeInTheDocument();
  });
});
