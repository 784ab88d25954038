import { useEffect, useRef, useState } from 'react';
import { Alert, CircularProgress } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { onboardingApi } from '../../dataProvider/onboarding';
import { BANK_STATE_KEY } from './bankSignIn';
import { enterCabinet, failureOf } from './failure';
import { CHECKOUT_ROUTE, pendingPurchase } from '../storefront/referral';
import { OnboardingCard } from './OnboardingCard';

/** A7 at /oauth/sberbank: the bank sent the browser back with code and state; the state must be this tab's. */
export function BankCallbackPage() {
  const translate = useTranslate();
  const [params] = useSearchParams();
  const [failure, setFailure] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const code = params.get('code') ?? '';
    const state = params.get('state') ?? '';
    const expected = window.sessionStorage.getItem(BANK_STATE_KEY);
    window.sessionStorage.removeItem(BANK_STATE_KEY);
    if (!code || !state || state !== expected) return setFailure(translate('app.onboarding.bankStateMismatch'));
    // issue 27: a purchase chosen in the storefront waits for the person signed in
    onboardingApi.bankSignIn(code, state).then(() => enterCabinet(pendingPurchase() ? CHECKOUT_ROUTE : undefined), (error: unknown) => setFailure(failureOf(error, translate).message));
  }, [params, translate]);

  return (
    <OnboardingCard title="app.onboarding.bank">
      {failure ? <Alert severity="error">{failure}</Alert> : <CircularProgress aria-label={translate('app.onboarding.bankSigningIn')} />}
    </OnboardingCard>
  );
}
