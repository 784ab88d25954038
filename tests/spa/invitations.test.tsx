import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { AdminUI } from 'react-admin';
import { beforeEach, describe, expect, it } from 'vitest';
import { invitationSection } from '../../src/customRoutes/invitation';
import { cabinetRoutes } from '../../src/customRoutes/cabinetRoutes';
import { resourceEndpoints } from '../../src/dataProvider/resources';
import { views as partnersViews } from '../../src/resources/partners/views';
import { declaredRoutes } from './declaredRoutes';
import { createTestProviders } from './msw/providers';
import { gw, server, setupMswServer } from './msw/server';
import { COMPONENT_TEST, RENDER_WAIT, identityWith, renderWithAdmin } from './test-utils';

setupMswServer();
beforeEach(() => localStorage.clear());

const INVITATION = '77777777-7777-4777-8777-777777777777';
const PARTNER = '11111111-1111-4111-8111-111111111111';
const invitation = {
  id: INVITATION,
  partner_id: PARTNER,
  subdivision_id: null,
  fields: ['name', 'login'],
  blocked: false,
  status: 'DEFAULT',
  created_at: '2026-02-01T10:00:00.000Z',
  partner_name: 'Альфа Продажи',
};
const errorBody = (message: string, statusCode: number) => HttpResponse.json({ statusCode, message, code: 'x' }, { status: statusCode });

/** The sales cabinet's public section, signed out, with react-admin's sign-in check on as in the app. */
function renderRegistration() {
  const { dataProvider } = createTestProviders();
  return renderWithAdmin(<AdminUI requireAuth>{cabinetRoutes({ cabinet: 'sales', sections: [invitationSection] })}</AdminUI>, {
    dataProvider,
    identity: null,
    path: `/join/invitation/${INVITATION}`,
  });
}

describe('registration by invitation (A11)', () => {
  it("says 'Такого приглашения не существует' for a missing invitation", COMPONENT_TEST, async () => {
    server.use(http.get(gw(`/partner/invitations/one/${INVITATION}`), () => errorBody('Not Found', 404)));
    renderRegistration();
    expect(await screen.findByText('Такого приглашения не существует', {}, RENDER_WAIT)).toBeInTheDocument();
    expect(screen.queryByLabelText(/Пароль/)).not.toBeInTheDocument();
  });

  it("says 'Приглашение уже не активно' for a blocked or used one", COMPONENT_TEST, async () => {
    server.use(http.get(gw(`/partner/invitations/one/${INVITATION}`), () => errorBody('Gone', 410)));
    renderRegistration();
    expect(await screen.findByText('Приглашение уже не активно', {}, RENDER_WAIT)).toBeInTheDocument();
  });

  it('asks exactly the invited fields plus the password, registers, then leads to sign-in', COMPONENT_TEST, async () => {
    const registrations: unknown[] = [];
    server.use(
      http.get(gw(`/partner/invitations/one/${INVITATION}`), () => HttpResponse.json(invitation)),
      http.post(gw('/partner/invitations/register'), async ({ request }) => {
        registrations.push(await request.json());
        return HttpResponse.json({ user_id: 'u1', agent_id: 'a1' }, { status: 201 });
      }),
    );
    renderRegistration();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('ФИО *', {}, RENDER_WAIT), 'Пётр Новиков');
    await user.type(screen.getByLabelText('Логин *'), 'petr.n');
    for (const absent of ['Телефон', 'Email', 'Паспорт', 'Реквизиты', 'ИНН', 'Адрес']) {
      expect(screen.queryByLabelText(new RegExp(`^${absent}`))).not.toBeInTheDocument();
    }
    await user.type(screen.getByLabelText('Пароль *'), 'secret-123');
    await user.type(screen.getByLabelText('Повторите пароль *'), 'secret-124');
    await user.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
    expect(await screen.findByText('Пароли не совпадают')).toBeInTheDocument();
    expect(registrations).toEqual([]);

    await user.clear(screen.getByLabelText('Повторите пароль *'));
    await user.type(screen.getByLabelText('Повторите пароль *'), 'secret-123');
    await user.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
    expect(await screen.findByRole('link', { name: 'войти' })).toHaveAttribute('href', '/login');
    expect(registrations).toEqual([
      { name: 'Пётр Новиков', login: 'petr.n', password: 'secret-123', partnerId: PARTNER, subdivisionId: null, invitationId: INVITATION },
    ]);
  });
});

describe('the login of a registration by invitation (issue 23)', () => {
  it('must have a letter, so that it cannot be read as a phone number', COMPONENT_TEST, async () => {
    const registrations: unknown[] = [];
    server.use(
      http.get(gw(`/partner/invitations/one/${INVITATION}`), () => HttpResponse.json(invitation)),
      http.post(gw('/partner/invitations/register'), async ({ request }) => {
        registrations.push(await request.json());
        return HttpResponse.json({ user_id: 'u1', agent_id: 'a1' }, { status: 201 });
      }),
    );
    renderRegistration();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('ФИО *', {}, RENDER_WAIT), 'Пётр Новиков');
    await user.type(screen.getByLabelText('Логин *'), '79000000006');
    await user.type(screen.getByLabelText('Пароль *'), 'secret-123');
    await user.type(screen.getByLabelText('Повторите пароль *'), 'secret-123');
    await user.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
    expect(await screen.findByText('Логин: от 3 до 50 латинских букв, цифр или знаков . _ -, хотя бы одна буква')).toBeInTheDocument();
    expect(registrations).toEqual([]);
  });
});

describe('invitations tab (G6)', () => {
  it('creates an invitation with the checked fields', COMPONENT_TEST, async () => {
    const created: unknown[] = [];
    server.use(
      http.get(gw(`/partners/${PARTNER}`), () => HttpResponse.json({ id: PARTNER, name: 'Альфа', type: null, reward: 0, parent_id: null, parent: null, created_at: invitation.created_at, rates: [] })),
      // the tab's generated list: the partner's invitations, paged (G6)
      http.get(gw(`/partner/invitations/${PARTNER}`), () => {
        const data = created.length ? [{ ...invitation, fields: ['phone', 'passport'] }] : [];
        return HttpResponse.json({ data, total: data.length, perPage: 25, page: 1 });
      }),
      http.get(gw(`/partner/invitations/all/subdivisions/${PARTNER}`), () => HttpResponse.json([])),
      http.post(gw('/partner/invitations'), async ({ request }) => {
        created.push(await request.json());
        return HttpResponse.json(invitation, { status: 201 });
      }),
    );
    const { dataProvider } = createTestProviders({ partners: resourceEndpoints.partners, invitations: resourceEndpoints.invitations });
    renderWithAdmin(
      <AdminUI>
        {declaredRoutes(partnersViews)}
      </AdminUI>,
      { dataProvider, identity: identityWith(['ADMIN']), path: `/partners/partner/${PARTNER}/invitations` },
    );
    const user = userEvent.setup();
    expect(await screen.findByText('Приглашений нет', {}, RENDER_WAIT)).toBeInTheDocument();
    for (const unchecked of ['ФИО', 'Email']) await user.click(screen.getByRole('checkbox', { name: unchecked }));
    await user.click(screen.getByRole('checkbox', { name: 'Паспорт' }));
    await user.click(screen.getByRole('button', { name: 'Создать приглашение' }));
    await waitFor(() => expect(created).toEqual([{ partner_id: PARTNER, fields: ['phone', 'passport'], subdivision_id: null }]));
    expect(await screen.findByText('Телефон, Паспорт')).toBeInTheDocument();
  });
});
