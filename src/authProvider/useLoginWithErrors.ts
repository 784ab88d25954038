import { useCallback } from 'react';
import { useLogin, useTranslate } from 'react-admin';
import type { LoginParams } from './authProvider';
import { loginErrorTexts } from './loginErrors';
import { useNotifyError } from './useNotifyError';

/**
 * For the login page: signs in through react-admin (which then returns to the address the user asked
 * for, B3) and shows each sign-in error as its own notification (P1).
 * Resolves to the texts shown: an empty list on success.
 */
export function useLoginWithErrors() {
  const login = useLogin();
  const notifyError = useNotifyError();
  const translate = useTranslate();
  return useCallback(
    async (credentials: LoginParams): Promise<string[]> => {
      try {
        await login(credentials);
        return [];
      } catch (error) {
        const texts = loginErrorTexts(error, translate);
        texts.forEach(notifyError);
        return texts;
      }
    },
    [login, notifyError, translate],
  );
}
