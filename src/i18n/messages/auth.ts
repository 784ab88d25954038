import type { FeatureMessages } from '../types';

/** Texts of sign-in (P1), of the administrator's block (A6) and of a failed auth check (A2). */
export const authMessages: FeatureMessages = {
  ru: {
    app: {
      auth: {
        invalidCredentials: 'Неправильный логин или пароль',
        accessDenied: 'Доступ к этому ресурсу ограничен',
        tooManyAttempts: 'Слишком много попыток входа, попробуйте позже',
        blockedByAdministrator: 'Пользователь заблокирован администратором',
        authCheckFailed: 'Произошла ошибка авторизации',
      },
    },
  },
  kk: {
    app: {
      auth: {
        invalidCredentials: 'Логин немесе құпиясөз қате',
        accessDenied: 'Бұл ресурсқа кіру шектелген',
        tooManyAttempts: 'Кіру әрекеттері тым көп, кейінірек қайталаңыз',
        blockedByAdministrator: 'Пайдаланушыны әкімші бұғаттады',
        authCheckFailed: 'Авторизация кезінде қате орын алды',
      },
    },
  },
  en: {
    app: {
      auth: {
        invalidCredentials: 'Wrong login or password',
        accessDenied: 'Access to this resource is restricted',
        tooManyAttempts: 'Too many sign-in attempts, try again later',
        blockedByAdministrator: 'The user has been blocked by the administrator',
        authCheckFailed: 'An authorization error occurred',
      },
    },
  },
};
