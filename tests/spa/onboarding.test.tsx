import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { AdminUI } from 'react-admin';
import { beforeEach, describe, expect, it } from 'vitest';
import { onboardingSections } from '../../src/customRoutes/onboarding';
import { cabinetRoutes } from '../../src/customRoutes/cabinetRoutes';
import { createTestProviders } from './msw/providers';
import { gw, server, setupMswServer } from './msw/server';
import { routeToSignIn } from '../../src/login/signInGate';
import { BANK_STATE_KEY } from '../../src/customRoutes/onboarding/bankSignIn';
import { FullProfileForm } from '../../src/layout/fullProfile/FullProfileForm';
import { COMPONENT_TEST, RENDER_WAIT, identityWith, renderWithAdmin } from './test-utils';

setupMswServer();
beforeEach(() => localStorage.clear());

const CODE_ID = '55555555-5555-4555-8555-555555555555';
const codeSent = { codeId: CODE_ID, message: 'Код отправлен на номер +79161234567', resendAfter: 60, sandboxCode: '123456' };
const fieldError = (field: string, text: string, status = 400) => HttpResponse.json({ message: text, code: 'E_VALIDATION', errors: { [field]: text } }, { status });

function renderPublic(path: string) {
  const { dataProvider } = createTestProviders();
  return renderWithAdmin(<AdminUI requireAuth>{cabinetRoutes({ cabinet: 'cabinet', sections: onboardingSections })}</AdminUI>, { dataProvider, identity: null, path });
}

describe('the onboarding pages speak the visitor’s language (issue 27)', () => {
  it('switch the language from the page itself', COMPONENT_TEST, async () => {
    renderPublic('/recovery');
    expect(await screen.findByRole('heading', { name: 'Восстановление пароля' }, RENDER_WAIT)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(await screen.findByRole('heading', { name: 'Password recovery' }, RENDER_WAIT)).toBeInTheDocument();
  });
});

describe('registration (A8)', () => {
  it('checks the phone by host before calling, shows the sandbox code and the server’s code errors', COMPONENT_TEST, async () => {
    const calls: unknown[] = [];
    server.use(
      http.post(gw('/auth/registration'), async ({ request }) => {
        calls.push(await request.json());
        return HttpResponse.json(codeSent);
      }),
      http.post(gw('/auth/registration/confirm'), () => fieldError('code', 'Неверный код. Осталось попыток: 4')),
    );
    renderPublic('/registration');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Номер мобильного телефона/, {}, RENDER_WAIT), '12345');
    await user.click(screen.getByRole('button', { name: 'Получить код' }));
    expect(await screen.findByText('Введите номер мобильного телефона')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    await user.clear(screen.getByLabelText(/Номер мобильного телефона/));
    await user.type(screen.getByLabelText(/Номер мобильного телефона/), '+7 916 123-45-67');
    await user.click(screen.getByRole('button', { name: 'Получить код' }));
    expect(await screen.findByTestId('sandbox-code')).toHaveTextContent('123456');
    expect(calls).toEqual([{ phone: '+7 916 123-45-67', role: 'CLIENT' }]);
    expect(screen.getByRole('button', { name: /Новый код можно запросить через \d+ с/ })).toBeDisabled();
    await user.type(screen.getByLabelText(/Код из сообщения/), '000000');
    await user.click(screen.getByRole('button', { name: 'Подтвердить' }));
    expect(await screen.findByText('Неверный код. Осталось попыток: 4')).toBeInTheDocument();
  });

  it('sends the final form with the registration-only token and stores the session', COMPONENT_TEST, async () => {
    let endAuthorization: string | null = null;
    server.use(
      http.post(gw('/auth/registration'), () => HttpResponse.json(codeSent)),
      http.post(gw('/auth/registration/confirm'), () => HttpResponse.json({ token: 'registration-only', expiresIn: 900 })),
      http.post(gw('/auth/registration/end'), ({ request }) => {
        endAuthorization = request.headers.get('authorization');
        return HttpResponse.json({ token: 'session', refreshToken: 'refresh', expiresIn: 900 });
      }),
    );
    renderPublic('/registration');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Номер мобильного телефона/, {}, RENDER_WAIT), '9161234567');
    await user.click(screen.getByRole('button', { name: 'Получить код' }));
    await user.type(await screen.findByLabelText(/Код из сообщения/), '123456');
    await user.click(screen.getByRole('button', { name: 'Подтвердить' }));
    await user.type(await screen.findByLabelText(/^Имя/), 'Анна');
    await user.type(screen.getByLabelText(/^Email/), 'anna@example.ru');
    // O3 in the form's language: spaces only are an empty field (O2), three letters too short (issue 27)
    await user.type(screen.getByLabelText(/^Пароль/), '   ');
    await user.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
    expect(await screen.findByText('Поле не может быть пустым')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Пароль/));
    await user.type(screen.getByLabelText(/^Пароль/), 'abc');
    await user.type(screen.getByLabelText(/Повторите пароль/), 'abc');
    await user.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
    expect(await screen.findByText('Пароль должен быть длиннее 3 символов')).toBeInTheDocument();
    expect(screen.queryByText(/should be longer/)).toBeNull();
    await user.type(screen.getByLabelText(/^Пароль/), 'd');
    await user.type(screen.getByLabelText(/Повторите пароль/), 'd');
    await user.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
    await waitFor(() => expect(localStorage.getItem('sessionToken')).toBe('session'));
    expect(endAuthorization).toBe('Bearer registration-only');
  });
});

describe('registration with an e-mail a seller typed for another client (issue 23, finding 8)', () => {
  it('proves the address with the code from the letter, then finishes with it; back keeps the form', COMPONENT_TEST, async () => {
    const reason = 'Этот email указан у другого клиента без подтверждения. Подтвердите, что адрес ваш, кодом из письма';
    const ends: Record<string, unknown>[] = [];
    const proofs: unknown[] = [];
    server.use(
      http.post(gw('/auth/registration'), () => HttpResponse.json(codeSent)),
      http.post(gw('/auth/registration/confirm'), () => HttpResponse.json({ token: 'registration-only', expiresIn: 900 })),
      http.post(gw('/auth/registration/end'), async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        ends.push(body);
        if (!body.emailCodeId) return HttpResponse.json({ message: reason, code: 'E_EMAIL_PROOF_NEEDED', errors: { email: reason } }, { status: 409 });
        return HttpResponse.json({ token: 'session', refreshToken: 'refresh', expiresIn: 900 });
      }),
      http.post(gw('/auth/registration/email'), async ({ request }) => {
        proofs.push({ authorization: request.headers.get('authorization'), body: await request.json() });
        return HttpResponse.json({ codeId: 'email-code', message: 'Код отправлен на anna@example.ru', resendAfter: 60, sandboxCode: '654321' });
      }),
      http.post(gw('/auth/registration/email/confirm'), async ({ request }) => {
        proofs.push(await request.json());
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderPublic('/registration');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Номер мобильного телефона/, {}, RENDER_WAIT), '9161234567');
    await user.click(screen.getByRole('button', { name: 'Получить код' }));
    await user.type(await screen.findByLabelText(/Код из сообщения/), '123456');
    await user.click(screen.getByRole('button', { name: 'Подтвердить' }));
    await user.type(await screen.findByLabelText(/^Имя/), 'Анна');
    await user.type(screen.getByLabelText(/^Email/), 'anna@example.ru');
    await user.type(screen.getByLabelText(/^Пароль/), 'abcd');
    await user.type(screen.getByLabelText(/Повторите пароль/), 'abcd');
    await user.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));

    expect(await screen.findByText(reason)).toBeInTheDocument();
    expect(screen.getByText('Код отправлен на anna@example.ru')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Изменить email' }));
    expect(await screen.findByLabelText(/^Email/)).toHaveValue('anna@example.ru');
    await user.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
    await user.type(await screen.findByLabelText(/Код из сообщения/), '654321');
    await user.click(screen.getByRole('button', { name: 'Подтвердить' }));

    await waitFor(() => expect(localStorage.getItem('sessionToken')).toBe('session'));
    expect(proofs).toEqual([
      { authorization: 'Bearer registration-only', body: { email: 'anna@example.ru' } },
      { authorization: 'Bearer registration-only', body: { email: 'anna@example.ru' } },
      { codeId: 'email-code', code: '654321' },
    ]);
    expect(ends.at(-1)).toEqual({ name: 'Анна', email: 'anna@example.ru', password: 'abcd', password_confirmation: 'abcd', emailCodeId: 'email-code' });
  });
});

describe('recovery (A10)', () => {
  it('needs a channel, then sends the login with the chosen channels', COMPONENT_TEST, async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(gw('/auth/security/restore'), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ ...codeSent, message: 'Если такой пользователь есть, мы отправили ему код' });
      }),
      http.post(gw('/auth/security/remind'), () => HttpResponse.json({ token: 'recovery-only', expiresIn: 900 })),
      http.post(gw('/auth/security/password/new'), () => HttpResponse.json({ message: 'Пароль успешно изменен' })),
    );
    renderPublic('/recovery');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Телефон или email/, {}, RENDER_WAIT), 'client@demo.local');
    await user.click(screen.getByLabelText('Отправить код в SMS'));
    await user.click(screen.getByRole('button', { name: 'Получить код' }));
    expect(await screen.findByText('Выберите, куда отправить код')).toBeInTheDocument();
    await user.click(screen.getByLabelText('Отправить код на email'));
    await user.click(screen.getByRole('button', { name: 'Получить код' }));
    await user.type(await screen.findByLabelText(/Код из сообщения/), '123456');
    await user.click(screen.getByRole('button', { name: 'Подтвердить' }));
    await user.type(await screen.findByLabelText(/Новый пароль/), 'newpass');
    await user.type(screen.getByLabelText(/Повторите пароль/), 'newpass');
    await user.click(screen.getByRole('button', { name: 'Сохранить пароль' }));
    expect(await screen.findByText(/Пароль изменен/)).toBeInTheDocument();
    expect(bodies).toEqual([{ login: 'client@demo.local', sendSms: false, sendEmail: true }]);
  });
});

describe('the bank sends the browser back (A7)', () => {
  it('opens the public /oauth/sberbank page with the code and state, without sign-in', () => {
    window.history.replaceState(null, '', '/cabinet/oauth/sberbank?code=c-1&state=s-1');
    expect(routeToSignIn('cabinet')).toBe(false);
    expect(window.location.pathname).toBe('/cabinet/');
    expect(window.location.hash).toBe('#/oauth/sberbank?code=c-1&state=s-1');
  });

  it('shows the server’s refusal of a sign-in this browser did not start, and the way back to sign-in', COMPONENT_TEST, async () => {
    const refusal = 'Вход через банк не удался: он начат не в этом браузере. Начните вход через банк здесь заново';
    const bodies: unknown[] = [];
    server.use(
      http.post(gw('/auth/oauth/sberbank'), async ({ request }) => {
        bodies.push(await request.json());
        return fieldError('state', refusal);
      }),
    );
    window.sessionStorage.setItem(BANK_STATE_KEY, 's-1');
    renderPublic('/oauth/sberbank?code=c-1&state=s-1');
    expect(await screen.findByText(refusal, {}, RENDER_WAIT)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ко входу' })).toBeInTheDocument();
    expect(bodies).toEqual([{ authCode: 'c-1', state: 's-1' }]);
    expect(localStorage.getItem('sessionToken')).toBeNull();
  });
});

describe('the mandatory profile form (K1, O3)', () => {
  it('shows every O3 text, then sends the profile without the confirmation', COMPONENT_TEST, async () => {
    const bodies: unknown[] = [];
    server.use(
      http.put(gw('/auth/profile/full'), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ isNotFullProfile: false });
      }),
    );
    const identity = identityWith(['CLIENT'], { isNotFullProfile: true, isNewUser: true, email: null });
    renderWithAdmin(<FullProfileForm identity={identity} />, { identity });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Сохранить' }, RENDER_WAIT));
    expect((await screen.findAllByText('Поле не может быть пустым')).length).toBeGreaterThanOrEqual(6);
    expect(screen.getByText('Обязательно подтвердить согласие!')).toBeInTheDocument();
    const values: Record<string, string> = { surname: 'Новикова', name: 'Анна', patronymic: 'Петровна', city: 'Москва', street: 'Тверская', house: '1' };
    const labels: Record<string, string> = { surname: 'Фамилия', name: 'Имя', patronymic: 'Отчество', city: 'Город', street: 'Улица', house: 'Дом' };
    for (const [field, value] of Object.entries(values)) await user.type(screen.getByLabelText(new RegExp(`^${labels[field]}`)), value);
    await user.type(screen.getByLabelText(/^Квартира/), '0');
    await user.type(screen.getByLabelText(/^Email/), 'bad@x');
    await user.type(screen.getByLabelText(/^Пароль/), 'abc');
    await user.type(screen.getByLabelText(/^Повторите пароль/), 'abd');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Номер квартиры — число не меньше 1')).toBeInTheDocument();
    expect(screen.getByText('Неправильный email')).toBeInTheDocument();
    expect(screen.getByText('Пароль должен быть длиннее 3 символов')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Квартира/));
    await user.type(screen.getByLabelText(/^Квартира/), '5');
    await user.clear(screen.getByLabelText(/^Email/));
    await user.type(screen.getByLabelText(/^Email/), 'anna@example.ru');
    await user.type(screen.getByLabelText(/^Пароль/), 'd');
    await user.clear(screen.getByLabelText(/^Повторите пароль/));
    await user.type(screen.getByLabelText(/^Повторите пароль/), 'abcd');
    await user.click(screen.getByLabelText('Согласен на обработку персональных данных'));
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({ ...values, flat: 5, email: 'anna@example.ru', password: 'abcd', confirmCheckbox: true });
  });
});
