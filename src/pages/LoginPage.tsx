import { useEffect } from 'react';
import { useCheckAuth, useNavigate, useTranslate } from 'react-admin';
import { useLoginWithErrors } from '../authProvider';
import { LoginScreen } from '../login/LoginScreen';

/**
 * The sign-in page inside a running cabinet (after a sign-out or a lost session): the same screen as
 * the one shown before react-admin loads (src/login), signing in through react-admin, which returns to
 * the address the user asked for (B3) and shows each error as its own notification (P1).
 */
export function LoginPage() {
  const translate = useTranslate();
  const loginWithErrors = useLoginWithErrors();
  const checkAuth = useCheckAuth();
  const navigate = useNavigate();

  // as react-admin's own <Login>: a visitor who is signed in already goes home
  useEffect(() => {
    checkAuth({}, false)
      .then(() => navigate('/'))
      .catch(() => undefined);
  }, [checkAuth, navigate]);

  return <LoginScreen translate={translate} signIn={loginWithErrors} />;
}
