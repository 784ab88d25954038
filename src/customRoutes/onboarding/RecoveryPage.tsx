import { useState } from 'react';
import { Alert, Checkbox, FormControlLabel, FormGroup, Link } from '@mui/material';
import { useTranslate } from 'react-admin';
import { onboardingApi } from '../../dataProvider/onboarding';
import { CodeFlow } from './CodeFlow';
import { FieldsStep } from './FieldsStep';
import { OnboardingCard } from './OnboardingCard';
import { SingleFieldStep } from './SingleFieldStep';
import { passwordProblems } from './rules';

type Step = { step: 'code' } | { step: 'password'; token: string } | { step: 'done'; message: string };

const PASSWORD_FIELDS = [
  { name: 'password', label: 'app.onboarding.newPassword', type: 'password' as const },
  { name: 'password_confirmation', label: 'app.onboarding.passwordConfirmation', type: 'password' as const },
];

/** A10 at /recovery: phone or e-mail → a code by SMS and/or e-mail → the new password, once → sign in. */
export function RecoveryPage() {
  const translate = useTranslate();
  const [state, setState] = useState<Step>({ step: 'code' });
  const [channels, setChannels] = useState({ sendSms: true, sendEmail: false });
  const toggle = (channel: keyof typeof channels) => (
    <FormControlLabel
      label={translate(channel === 'sendSms' ? 'app.onboarding.sendSms' : 'app.onboarding.sendEmail')}
      control={<Checkbox name={channel} checked={channels[channel]} onChange={(event) => setChannels((old) => ({ ...old, [channel]: event.target.checked }))} />}
    />
  );

  return (
    <OnboardingCard title="app.onboarding.recoveryTitle">
      {state.step === 'code' && (
        <CodeFlow
          sendCode={(login) => onboardingApi.sendRecoveryCode(login, channels.sendSms, channels.sendEmail)}
          onConfirm={async (codeId, code) => setState({ step: 'password', token: (await onboardingApi.confirmRecovery(codeId, code)).token })}
        >
          {(send) => (
            <SingleFieldStep
              name="login"
              label="app.onboarding.login"
              submitLabel="app.onboarding.sendCode"
              check={(login) => (!login ? 'app.fullProfile.required' : !channels.sendSms && !channels.sendEmail ? 'app.onboarding.channelRequired' : undefined)}
              onSubmit={send}
            >
              <FormGroup>
                {toggle('sendSms')}
                {toggle('sendEmail')}
              </FormGroup>
            </SingleFieldStep>
          )}
        </CodeFlow>
      )}
      {state.step === 'password' && (
        <FieldsStep
          fields={PASSWORD_FIELDS}
          submitLabel="app.onboarding.savePassword"
          check={(values) => passwordProblems(values)}
          onSubmit={async ({ password }) => {
            await onboardingApi.newPassword(state.token, password);
            setState({ step: 'done', message: translate('app.onboarding.passwordSaved') });
          }}
        />
      )}
      {state.step === 'done' && (
        <Alert severity="success">
          {state.message}{' '}
          <Link href="#/login">{translate('app.onboarding.toSignIn')}</Link>
        </Alert>
      )}
    </OnboardingCard>
  );
}
