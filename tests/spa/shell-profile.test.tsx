import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { type AuthProvider, HttpError } from 'react-admin';
import { profileApi } from '../../src/dataProvider/api/profile';
import { ProfileSettingsDialog } from '../../src/layout/profile/ProfileSettingsDialog';
import { COMPONENT_TEST, RENDER_WAIT, identityWith, renderWithAdmin, testAuthProvider, testProvider } from './test-utils';

function renderDialog(call = vi.fn().mockResolvedValue({}), authProvider?: AuthProvider) {
  const onClose = vi.fn();
  // the named profile methods over an HTTP client whose JSON call is the mock: it sees the method, path and body sent
  const dataProvider = testProvider(profileApi({ json: call, raw: vi.fn() }));
  renderWithAdmin(<ProfileSettingsDialog open onClose={onClose} />, { dataProvider, authProvider });
  return { call, onClose };
}

const field = (label: string) => screen.getByLabelText(label);
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));

describe('profile settings modal (A13–A15)', COMPONENT_TEST, () => {
  it('is titled and prefilled from the identity, with the phone read-only', async () => {
    renderDialog();
    expect(await screen.findByText('Настройки профиля', {}, RENDER_WAIT)).toBeInTheDocument();
    await waitFor(() => expect(field('Имя')).toHaveValue('Иван Петров'), RENDER_WAIT);
    expect(field('Телефон')).toHaveValue('+7 (999) 123-45-67');
    expect(field('Телефон')).toHaveAttribute('readonly');
  });

  it('refuses an empty name and a malformed e-mail (O2)', async () => {
    const { call } = renderDialog();
    await waitFor(() => expect(field('Имя')).toHaveValue('Иван Петров'), RENDER_WAIT);
    fireEvent.change(field('Имя'), { target: { value: '   ' } });
    fireEvent.change(field('E-mail'), { target: { value: 'not-an-email' } });
    save();
    expect(await screen.findByText('Поле не может быть пустым')).toBeInTheDocument();
    expect(screen.getByText('Неправильный email')).toBeInTheDocument();
    expect(call).not.toHaveBeenCalled();
  });

  it('saves name and e-mail, reports it and closes (A14)', async () => {
    const { call, onClose } = renderDialog();
    await waitFor(() => expect(field('Имя')).toHaveValue('Иван Петров'), RENDER_WAIT);
    fireEvent.change(field('Имя'), { target: { value: ' Иван Сидоров ' } });
    save();
    expect(await screen.findByText('Профиль изменен')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
    expect(call).toHaveBeenCalledWith('PUT', '/auth/profile', { body: { name: 'Иван Сидоров', email: 'ivan@example.com' } });
  });

  it("shows the server's reason for a refused save, puts the previous values back and stays open (A14)", async () => {
    const taken = new HttpError('Этот email уже используется', 409, { errors: { email: 'Этот email уже используется' } });
    const { onClose } = renderDialog(vi.fn().mockRejectedValue(taken));
    await waitFor(() => expect(field('Имя')).toHaveValue('Иван Петров'), RENDER_WAIT);
    fireEvent.change(field('Имя'), { target: { value: 'Иван Другой' } });
    fireEvent.change(field('E-mail'), { target: { value: 'taken@example.com' } });
    save();
    expect(await screen.findByText('Этот email уже используется')).toBeInTheDocument();
    expect(screen.queryByText('На сервере произошла ошибка')).not.toBeInTheDocument();
    await waitFor(() => expect(field('E-mail')).toHaveValue('ivan@example.com'));
    expect(field('Имя')).toHaveValue('Иван Петров');
    expect(onClose).not.toHaveBeenCalled();
  });

  it("keeps 'На сервере произошла ошибка' for a true server failure (P4)", async () => {
    const { onClose } = renderDialog(vi.fn().mockRejectedValue(new HttpError('На сервере возникла непредвиденная ошибка', 500, {})));
    await waitFor(() => expect(field('Имя')).toHaveValue('Иван Петров'), RENDER_WAIT);
    save();
    expect(await screen.findByText('На сервере произошла ошибка')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('requires every password field and a matching confirmation (O1)', async () => {
    const { call } = renderDialog();
    fireEvent.click(await screen.findByRole('tab', { name: 'Сменить пароль' }, RENDER_WAIT));
    save();
    expect(await screen.findAllByText('Вы не ввели текущий пароль')).toHaveLength(3);
    fireEvent.change(field('Текущий пароль'), { target: { value: 'old-secret' } });
    fireEvent.change(field('Новый пароль'), { target: { value: 'new-secret' } });
    fireEvent.change(field('Повторите новый пароль'), { target: { value: 'other' } });
    save();
    expect(await screen.findByText('Введённые пароли не совпадают')).toBeInTheDocument();
    expect(call).not.toHaveBeenCalled();
  });

  it('sends the current password as password and the new one as newPassword (A15)', async () => {
    const { call, onClose } = renderDialog();
    fireEvent.click(await screen.findByRole('tab', { name: 'Сменить пароль' }, RENDER_WAIT));
    fireEvent.change(field('Текущий пароль'), { target: { value: 'old-secret' } });
    fireEvent.change(field('Новый пароль'), { target: { value: 'new-secret' } });
    fireEvent.change(field('Повторите новый пароль'), { target: { value: 'new-secret' } });
    save();
    expect(await screen.findByText('Пароль успешно изменен')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
    expect(call).toHaveBeenCalledWith('POST', '/auth/security/password/change', {
      body: { password: 'old-secret', newPassword: 'new-secret' },
    });
  });

  it('shows why a password change was refused: a wrong current password (A15)', async () => {
    const wrong = new HttpError('Неверный текущий пароль', 400, { errors: { password: 'Неверный текущий пароль' } });
    const { onClose } = renderDialog(vi.fn().mockRejectedValue(wrong));
    fireEvent.click(await screen.findByRole('tab', { name: 'Сменить пароль' }, RENDER_WAIT));
    fireEvent.change(field('Текущий пароль'), { target: { value: 'not-mine' } });
    fireEvent.change(field('Новый пароль'), { target: { value: 'new-secret' } });
    fireEvent.change(field('Повторите новый пароль'), { target: { value: 'new-secret' } });
    save();
    expect(await screen.findByText('Неверный текущий пароль')).toBeInTheDocument();
    expect(screen.queryByText('На сервере произошла ошибка')).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('signs out with the reason when too many wrong current passwords ended the session (issue 23)', async () => {
    const reason = 'Слишком много неверных паролей. Сеанс завершен, войдите снова';
    const ended = new HttpError(reason, 401, { message: reason, code: 'E_SESSION_ENDED' });
    const logout = vi.fn().mockResolvedValue(undefined);
    const authProvider = {
      ...testAuthProvider(identityWith(['AGENT'])),
      logout,
      checkError: async (error: { status?: number }) => (error?.status === 401 ? Promise.reject(error) : undefined),
    };
    const { onClose } = renderDialog(vi.fn().mockRejectedValue(ended), authProvider);
    fireEvent.click(await screen.findByRole('tab', { name: 'Сменить пароль' }, RENDER_WAIT));
    fireEvent.change(field('Текущий пароль'), { target: { value: 'guess' } });
    fireEvent.change(field('Новый пароль'), { target: { value: 'new-secret' } });
    fireEvent.change(field('Повторите новый пароль'), { target: { value: 'new-secret' } });
    save();
    expect(await screen.findByText(reason)).toBeInTheDocument();
    await waitFor(() => expect(logout).toHaveBeenCalled());
    expect(screen.queryByText('Пароль успешно изменен')).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});
