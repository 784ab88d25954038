import { useState } from 'react';
import type { CodeSent } from '../../dataProvider/onboarding';
import { onboardingApi } from '../../dataProvider/onboarding';
import { CodeStep } from './CodeStep';
import { FieldsStep } from './FieldsStep';
import { OnboardingCard } from './OnboardingCard';
import { SingleFieldStep } from './SingleFieldStep';
import { enterCabinet } from './failure';
import { emailProblem, passwordProblems, phoneProblem } from './rules';

type Step = { step: 'phone' } | { step: 'code'; phone: string; sent: CodeSent; sentAt: number } | { step: 'form'; token: string };

const FIELDS = [
  { name: 'name', label: 'app.onboarding.name' },
  { name: 'email', label: 'app.onboarding.email', type: 'email' as const },
  { name: 'password', label: 'app.onboarding.password', type: 'password' as const },
  { name: 'password_confirmation', label: 'app.onboarding.passwordConfirmation', type: 'password' as const },
];

function checkForm(values: Record<string, string>) {
  const problems: Record<string, string> = {};
  if (!values.name.trim()) problems.name = 'app.fullProfile.required';
  const email = emailProblem(values.email);
  if (email) problems.email = email;
  return { ...problems, ...passwordProblems(values) };
}

/** A8 at /registration: phone → SMS code → name, e-mail and password → signed in (the profile form comes next). */
export function RegistrationPage() {
  const [state, setState] = useState<Step>({ step: 'phone' });
  const send = async (phone: string) => setState({ step: 'code', phone, sent: await onboardingApi.sendRegistrationCode(phone), sentAt: Date.now() });

  return (
    <OnboardingCard title="app.onboarding.registrationTitle">
      {state.step === 'phone' && (
        <SingleFieldStep name="phone" label="app.onboarding.phone" submitLabel="app.onboarding.sendCode" check={phoneProblem} onSubmit={send} inputMode="tel" />
      )}
      {state.step === 'code' && (
        <CodeStep
          sent={state.sent}
          sentAt={state.sentAt}
          onConfirm={async (code) => setState({ step: 'form', token: (await onboardingApi.confirmRegistration(state.sent.codeId, code)).token })}
          onResend={() => send(state.phone)}
          onBack={() => setState({ step: 'phone' })}
        />
      )}
      {state.step === 'form' && (
        <FieldsStep
          fields={FIELDS}
          submitLabel="app.onboarding.finish"
          check={checkForm}
          onSubmit={async (values) => {
            await onboardingApi.endRegistration(state.token, {
              name: values.name.trim(),
              email: values.email.trim(),
              password: values.password,
              password_confirmation: values.password_confirmation,
            });
            enterCabinet();
          }}
        />
      )}
    </OnboardingCard>
  );
}
