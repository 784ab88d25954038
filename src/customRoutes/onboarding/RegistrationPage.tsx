import { useState } from 'react';
import { onboardingApi } from '../../dataProvider/onboarding';
import { CodeFlow, PhoneStep } from './CodeFlow';
import { FieldsStep } from './FieldsStep';
import { OnboardingCard } from './OnboardingCard';
import { enterCabinet } from './failure';
import { emailProblem, passwordProblems } from './rules';

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
  const [token, setToken] = useState<string | null>(null);
  return (
    <OnboardingCard title="app.onboarding.registrationTitle">
      {token === null ? (
        <CodeFlow
          sendCode={(phone) => onboardingApi.sendRegistrationCode(phone)}
          onConfirm={async (codeId, code) => setToken((await onboardingApi.confirmRegistration(codeId, code)).token)}
        >
          {(send) => <PhoneStep onSubmit={send} />}
        </CodeFlow>
      ) : (
        <FieldsStep
          fields={FIELDS}
          submitLabel="app.onboarding.finish"
          check={checkForm}
          onSubmit={async (values) => {
            await onboardingApi.endRegistration(token, {
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
