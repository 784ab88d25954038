import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { AdminUI, CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { structureSection } from '../../src/resources/structure';
import { createTestProviders } from './msw/providers';
import { gw, server, setupMswServer } from './msw/server';
import { COMPONENT_TEST, RENDER_WAIT, identityWith, renderWithAdmin } from './test-utils';

setupMswServer();
beforeEach(() => localStorage.clear());

const AGENT_ID = '88888888-8888-4888-8888-888888888888';
const person = (id: string, name: string, extra = {}) => ({ id, name, login: name.toLowerCase(), roles: ['AGENT'], type: 'NETTO', is_manager: false, blocked: false, ...extra });
const tree = [
  {
    id: 'p1',
    name: 'Альфа Продажи',
    agents: [person('a0', 'Olga')],
    subdivisions: [
      {
        id: 's1',
        name: 'Москва',
        parent_id: null,
        agents: [person('a1', 'Ivan', { is_manager: true })],
        children: [{ id: 's2', name: 'Центр', parent_id: 's1', agents: [person(AGENT_ID, 'Nested')], children: [] }],
      },
    ],
  },
];
const card = { ...person(AGENT_ID, 'Nested'), user_id: 'u', phone: '79000000009', email: 'n@demo.local', partner_id: 'p1', subdivision_id: 's2', partner: { id: 'p1', name: 'Альфа Продажи' }, subdivision: { id: 's2', name: 'Центр' }, created_at: '2026-01-15T10:00:00.000Z' };

function renderStructure(roles: Parameters<typeof identityWith>[0]) {
  const { dataProvider } = createTestProviders({});
  return renderWithAdmin(
    <AdminUI>
      <Resource name="agents" recordRepresentation="name" />
      <CustomRoutes>
        <Route path={`${structureSection.path}/*`} element={structureSection.element} />
      </CustomRoutes>
    </AdminUI>,
    { dataProvider, path: '/structure-agents', identity: identityWith(roles) },
  );
}

describe('agent structure', () => {
  it('renders partner → subdivision → nested subdivision → agents, folding a branch', COMPONENT_TEST, async () => {
    server.use(http.get(gw('/issues/structure'), () => HttpResponse.json(tree)), http.get(gw(`/issues/${AGENT_ID}`), () => HttpResponse.json(card)));
    renderStructure(['ADMIN']);
    const list = await screen.findByRole('list', { name: 'structure' }, RENDER_WAIT);
    expect(within(list).getByText('Альфа Продажи')).toBeInTheDocument();
    expect(within(list).getByText('Москва')).toBeInTheDocument();
    expect(within(list).getByText('Центр')).toBeInTheDocument();
    expect(within(list).getByText('Nested')).toBeInTheDocument();
    expect(within(list).getByText('ivan · менеджер')).toBeInTheDocument();
    expect(within(list).getByText('Olga')).toBeInTheDocument();

    await userEvent.click(within(list).getByText('Москва'));
    expect(within(list).getByRole('button', { name: 'Москва' })).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(within(list).queryByText('Центр')).not.toBeInTheDocument());
    expect(within(list).getByText('Olga')).toBeInTheDocument();
    await userEvent.click(within(list).getByText('Москва'));

    await userEvent.click(within(list).getByText('Nested'));
    expect(await screen.findByText('n@demo.local', {}, RENDER_WAIT)).toBeInTheDocument();
    expect(screen.getByText('+7 (900) 000-00-09')).toBeInTheDocument();
  });

  it('shows the empty text when the scope holds nobody', COMPONENT_TEST, async () => {
    server.use(http.get(gw('/issues/structure'), () => HttpResponse.json([])));
    renderStructure(['AGENT', 'AGENT_ADMIN']);
    expect(await screen.findByText('В вашей структуре пока никого нет', {}, RENDER_WAIT)).toBeInTheDocument();
  });

  it('does not let agent admins open agent cards (ADMIN only)', COMPONENT_TEST, async () => {
    server.use(http.get(gw('/issues/structure'), () => HttpResponse.json(tree)));
    renderStructure(['AGENT', 'AGENT_ADMIN']);
    const list = await screen.findByRole('list', { name: 'structure' }, RENDER_WAIT);
    expect(within(list).getByRole('button', { name: /Nested/ })).toHaveAttribute('aria-disabled', 'true');
  });
});
