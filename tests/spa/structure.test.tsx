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

/** The text of a notification, shown by the app's layer (and react-admin's own in this test's AdminUI). */
const notified = async (text: string) => expect((await screen.findAllByText(text, {}, RENDER_WAIT)).length).toBeGreaterThan(0);

describe('agent structure changes (G9, G10)', () => {
  /** The tree the server answers, read again after each change; the bodies each change sent. */
  function serve(initial = tree) {
    const state = { tree: structuredClone(initial), reads: 0, sent: [] as { method: string; path: string; body: unknown }[] };
    const record = async (request: Request) => {
      const body = request.method === 'DELETE' ? null : await request.json();
      state.sent.push({ method: request.method, path: new URL(request.url).pathname.replace(/^\/gw/, ''), body });
      return body;
    };
    server.use(
      http.get(gw('/issues/structure'), () => {
        state.reads += 1;
        return HttpResponse.json(state.tree);
      }),
      http.post(gw('/issues/:id'), async ({ request, params }) => {
        const body = (await record(request)) as { name: string };
        const parentId = String(params.id);
        state.tree[0]!.subdivisions[0]!.children.push({ id: 's9', name: body.name, parent_id: parentId, agents: [], children: [] });
        return HttpResponse.json({ id: 's9', name: body.name, parent_id: parentId, partner_id: 'p1' }, { status: 201 });
      }),
      http.put(gw('/issues/:id'), async ({ request, params }) => {
        const body = (await record(request)) as { name: string };
        state.tree[0]!.subdivisions[0]!.name = body.name;
        return HttpResponse.json({ id: params.id, name: body.name, parent_id: null, partner_id: 'p1' });
      }),
      http.delete(gw('/issues/:id'), async ({ request }) => {
        await record(request);
        return HttpResponse.json({ message: 'В подразделении есть агенты: сначала переведите их в другое подразделение', code: 'E_CONFLICT' }, { status: 409 });
      }),
      http.post(gw('/subdivisions/agent/:id'), async ({ request, params }) => {
        const body = (await record(request)) as { subdivision_id: string | null };
        return HttpResponse.json({ agent_id: params.id, partner: { id: 'p1', name: 'Альфа Продажи' }, subdivision: { id: body.subdivision_id, name: 'Москва' } });
      }),
    );
    return state;
  }

  it('adds a subdivision under a node and renames one, the tree read again after each', COMPONENT_TEST, async () => {
    const state = serve();
    renderStructure(['AGENT', 'PARTNER_ADMIN']);
    const list = await screen.findByRole('list', { name: 'structure' }, RENDER_WAIT);
    await userEvent.click(within(list).getByRole('button', { name: 'Добавить подразделение: Москва' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Новое подразделение в «Москва»')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Название подразделения'), 'Запад');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await notified('Подразделение добавлено');
    expect(await within(list).findByText('Запад', {}, RENDER_WAIT)).toBeInTheDocument();
    expect(state.sent).toEqual([{ method: 'POST', path: '/issues/s1', body: { name: 'Запад' } }]);
    expect(state.reads).toBeGreaterThanOrEqual(2);

    await userEvent.click(within(list).getByRole('button', { name: 'Переименовать: Москва' }));
    const rename = await screen.findByRole('dialog');
    const input = within(rename).getByLabelText('Название подразделения');
    expect(input).toHaveValue('Москва');
    await userEvent.clear(input);
    await userEvent.type(input, 'Москва-Сити');
    await userEvent.click(within(rename).getByRole('button', { name: 'Сохранить' }));
    await notified('Подразделение переименовано');
    expect(await within(list).findByText('Москва-Сити', {}, RENDER_WAIT)).toBeInTheDocument();
    expect(state.sent[1]).toEqual({ method: 'PUT', path: '/issues/s1', body: { name: 'Москва-Сити' } });
  });

  it('asks before deleting and shows the server’s refusal in its words', COMPONENT_TEST, async () => {
    const state = serve();
    renderStructure(['ADMIN']);
    const list = await screen.findByRole('list', { name: 'structure' }, RENDER_WAIT);
    await userEvent.click(within(list).getByRole('button', { name: 'Удалить подразделение: Центр' }));
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getByText('Удалить подразделение «Центр»?')).toBeInTheDocument();
    expect(state.sent).toEqual([]);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Да' }));
    await notified('В подразделении есть агенты: сначала переведите их в другое подразделение');
    expect(state.sent).toEqual([{ method: 'DELETE', path: '/issues/s2', body: null }]);
  });

  it('moves an agent to another subdivision of its partner through the picker', COMPONENT_TEST, async () => {
    const state = serve();
    renderStructure(['ADMIN']);
    const list = await screen.findByRole('list', { name: 'structure' }, RENDER_WAIT);
    await userEvent.click(within(list).getByRole('button', { name: 'Перевести в другое подразделение: Nested' }));
    const dialog = await screen.findByRole('dialog');
    const picker = within(dialog).getByLabelText('Подразделение');
    expect(picker).toHaveValue('Москва / Центр');
    expect(within(dialog).getByRole('button', { name: 'Перевести' })).toBeDisabled();
    await userEvent.click(picker);
    expect(screen.getByRole('option', { name: 'Без подразделения' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('option', { name: 'Москва' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Перевести' }));
    await notified('Агент переведен в другое подразделение');
    expect(state.sent).toEqual([{ method: 'POST', path: `/subdivisions/agent/${AGENT_ID}`, body: { subdivision_id: 's1' } }]);
  });

  it('offers no changes to an agent admin, who only reads its subtree', COMPONENT_TEST, async () => {
    serve();
    renderStructure(['AGENT', 'AGENT_ADMIN']);
    const list = await screen.findByRole('list', { name: 'structure' }, RENDER_WAIT);
    expect(within(list).queryByRole('button', { name: /Добавить подразделение|Переименовать|Удалить подразделение|Перевести/ })).not.toBeInTheDocument();
  });
});
