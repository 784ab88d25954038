import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { AdminUI } from 'react-admin';
import { beforeEach, describe, expect, it } from 'vitest';
import { resourceEndpoints } from '../../src/dataProvider/resources';
import { views as agentsViews } from '../../src/resources/agents/views';
import { declaredRoutes } from './declaredRoutes';
import { createTestProviders } from './msw/providers';
import { gw, server, setupMswServer } from './msw/server';
import { COMPONENT_TEST, RENDER_WAIT, identityWith, renderWithAdmin } from './test-utils';

setupMswServer();
beforeEach(() => localStorage.clear());

const ID = '66666666-6666-4666-8666-666666666666';
const agent = {
  id: ID,
  user_id: '77777777-7777-4777-8777-777777777777',
  name: 'Иван Агентов',
  login: 'agent',
  phone: '79000000002',
  email: 'agent@demo.local',
  roles: ['AGENT', 'AGENT_ADMIN'],
  partner_id: 'p1',
  subdivision_id: 's1',
  partner: { id: 'p1', name: 'Альфа Продажи' },
  subdivision: { id: 's1', name: 'Москва' },
  type: 'NETTO',
  is_manager: false,
  blocked: false,
  created_at: '2026-01-15T10:00:00.000Z',
};

function renderAgents(path: string) {
  const { dataProvider } = createTestProviders({ agents: resourceEndpoints.agents });
  return renderWithAdmin(
    <AdminUI>
      {declaredRoutes(agentsViews)}
    </AdminUI>,
    { dataProvider, path, identity: identityWith(['ADMIN']) },
  );
}

describe('agents list', () => {
  it('shows the agent with roles, partner and subdivision, and blocks only after the confirmation', COMPONENT_TEST, async () => {
    let current = agent;
    const blocks: unknown[] = [];
    server.use(
      http.get(gw('/agents'), () => HttpResponse.json({ data: [current], total: 1, perPage: 25, page: 1 })),
      http.post(gw(`/agents/new/${ID}`), async ({ request }) => {
        const body = (await request.json()) as { blocked: boolean };
        blocks.push(body);
        current = { ...current, blocked: body.blocked };
        return HttpResponse.json({ id: ID, roles: current.roles, blocked: body.blocked });
      }),
    );
    renderAgents('/staff/agents');
    expect(await screen.findByText('Иван Агентов', {}, RENDER_WAIT)).toBeInTheDocument();
    expect(screen.getByText('+7 (900) 000-00-02')).toBeInTheDocument();
    expect(screen.getByText('Агент, Администратор подразделения')).toBeInTheDocument();
    expect(screen.getByText('Москва')).toBeInTheDocument();
    // the agent's type in words, never its code (issue 27)
    expect(screen.getByText('Нетто: по цене партнера')).toBeInTheDocument();
    expect(screen.queryByText('NETTO')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Заблокировать' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Заблокировать агента?')).toBeInTheDocument();
    expect(blocks).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: /Подтвердить|Да/ }));
    await waitFor(() => expect(blocks).toEqual([{ blocked: true }]));
    expect(await screen.findByRole('button', { name: 'Разблокировать' }, RENDER_WAIT)).toBeInTheDocument();
  });

  it('sends roles as role, the phone as digits and no password when it is left empty', COMPONENT_TEST, async () => {
    const bodies: unknown[] = [];
    server.use(
      http.get(gw(`/agents/${ID}`), () => HttpResponse.json(agent)),
      http.get(gw('/issues/structure/subdivisions'), () => HttpResponse.json([{ id: 's1', name: 'Москва', parent_id: null, partner: { id: 'p1', name: 'Альфа Продажи' } }])),
      http.put(gw(`/agents/${ID}`), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(agent);
      }),
      http.get(gw('/agents'), () => HttpResponse.json({ data: [agent], total: 1, perPage: 25, page: 1 })),
    );
    renderAgents(`/staff/agents/edit/${ID}`);
    const phone = await screen.findByLabelText(/Телефон/, {}, RENDER_WAIT);
    await waitFor(() => expect(phone).toHaveValue('+7 (900) 000-00-02'));
    await userEvent.type(screen.getByLabelText(/ФИО/), ' Младший');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() =>
      expect(bodies).toEqual([
        { name: 'Иван Агентов Младший', login: 'agent', phone: '79000000002', email: 'agent@demo.local', role: ['AGENT', 'AGENT_ADMIN'], subdivision_id: 's1', type: 'NETTO', is_manager: false },
      ]),
    );
  });

  it("says there are no agents yet in its own words, with its add button, not react-admin's 'Нет Агенты' (issue 27)", COMPONENT_TEST, async () => {
    server.use(http.get(gw('/agents'), () => HttpResponse.json({ data: [], total: 0, perPage: 25, page: 1 })));
    renderAgents('/staff/agents');
    expect(await screen.findByText('Агентов пока нет', {}, RENDER_WAIT)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Добавить агента' }).length).toBeGreaterThan(0);
    expect(screen.queryByText(/Вы хотите добавить/)).toBeNull();
  });

  it('offers the agent types as words to choose from, and sends the chosen code (issue 27)', COMPONENT_TEST, async () => {
    const bodies: unknown[] = [];
    server.use(
      http.get(gw(`/agents/${ID}`), () => HttpResponse.json(agent)),
      http.get(gw('/issues/structure/subdivisions'), () => HttpResponse.json([])),
      http.put(gw(`/agents/${ID}`), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(agent);
      }),
      http.get(gw('/agents'), () => HttpResponse.json({ data: [agent], total: 1, perPage: 25, page: 1 })),
    );
    renderAgents(`/staff/agents/edit/${ID}`);
    const type = await screen.findByRole('combobox', { name: /Тип агента/ }, RENDER_WAIT);
    expect(type).toHaveTextContent('Нетто: по цене партнера');
    await userEvent.click(type);
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toEqual(['Брутто: по полной цене, в кредит', 'Нетто: по цене партнера', 'Динамический']);
    await userEvent.click(screen.getByRole('option', { name: 'Брутто: по полной цене, в кредит' }));
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(bodies).toEqual([expect.objectContaining({ type: 'BRUTTO' })]));
  });

  it("titles the edit page with the agent's name and offers no delete, which the server does not have (G8)", COMPONENT_TEST, async () => {
    server.use(
      http.get(gw(`/agents/${ID}`), () => HttpResponse.json(agent)),
      http.get(gw('/issues/structure/subdivisions'), () => HttpResponse.json([])),
    );
    renderAgents(`/staff/agents/edit/${ID}`);
    expect(await screen.findByText('Агент «Иван Агентов»', {}, RENDER_WAIT)).toBeInTheDocument();
    expect(screen.queryByText(/recordRepresentation/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Сохранить' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Удалить' })).not.toBeInTheDocument();
  });
});
