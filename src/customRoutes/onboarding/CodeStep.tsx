import { type FormEvent, useState } from 'react';
import { Alert, Button, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { CodeSent } from '../../dataProvider/onboarding';
import { type Failure, failureOf } from './failure';
import { useCountdown } from './useCountdown';

interface CodeStepProps {
  sent: CodeSent;
  sentAt: number;
  onConfirm: (code: string) => Promise<void>;
  onResend: () => Promise<void>;
  onBack: () => void;
  /** The back button's label: the phone by default. */
  backLabel?: string;
}

/** The code step of A8–A10: the message, the sandbox banner in demo mode, the 6 digits, the resend timer. */
export function CodeStep({ sent, sentAt, onConfirm, onResend, onBack, backLabel = 'app.onboarding.changePhone' }: CodeStepProps) {
  const translate = useTranslate();
  const [code, setCode] = useState('');
  const [failure, setFailure] = useState<Failure | null>(null);
  const [pending, setPending] = useState(false);
  const wait = useCountdown(sentAt + sent.resendAfter * 1000);

  const run = async (action: () => Promise<void>) => {
    setPending(true);
    setFailure(null);
    try {
      await action();
    } catch (error) {
      setFailure(failureOf(error, translate));
    } finally {
      setPending(false);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(code.trim())) return setFailure({ message: '', errors: { code: translate('app.onboarding.codeInvalid') } });
    void run(() => onConfirm(code.trim()));
  };

  return (
    <form onSubmit={submit} noValidate>
      {sent.sandboxCode && (
        <Alert severity="warning" data-testid="sandbox-code" sx={{ mb: 2 }}>
          {translate('app.onboarding.sandbox', { code: sent.sandboxCode })}
        </Alert>
      )}
      <Alert severity="info" sx={{ mb: 2 }}>
        {sent.message}
      </Alert>
      {failure?.message && !failure.errors.code && <Alert severity="error" sx={{ mb: 2 }}>{failure.message}</Alert>}
      <TextField
        name="code"
        label={translate('app.onboarding.code')}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={!!failure?.errors.code}
        helperText={failure?.errors.code ?? '\u200b'}
        slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 6 } }}
        fullWidth
        autoFocus
      />
      <Button type="submit" variant="contained" disabled={pending} fullWidth sx={{ mt: 1 }}>
        {translate('app.onboarding.confirm')}
      </Button>
      <Button onClick={() => void run(onResend)} disabled={pending || wait > 0} fullWidth sx={{ mt: 1 }}>
        {wait > 0 ? translate('app.onboarding.resendIn', { seconds: wait }) : translate('app.onboarding.resend')}
      </Button>
      <Button onClick={onBack} disabled={pending} fullWidth sx={{ mt: 1 }}>
        {translate(backLabel)}
      </Button>
    </form>
  );
}
