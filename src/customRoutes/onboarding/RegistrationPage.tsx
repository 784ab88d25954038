import { useState } from 'react';
import { type RegistrationForm, onboardingApi } from '../../dataProvider/onboarding';
import { CodeFlow, PhoneStep } from './CodeFlow';
import { type EmailProof, EmailProofStep, needsEmailProof, startEmailProof } from './EmailProofStep';
import { FieldsStep } from './FieldsStep';
import { OnboardingCard } from './OnboardingCard';
import { enterCabinet } from './failure';
import { CHECKOUT_ROUTE, pendingPurchase, referralPartner } from '../storefront/referral';
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

/**
 * A8 at /registration: phone → SMS code → name, e-mail and password → signed in (the profile form comes next). An
 * e-mail another client record holds unproven (a seller typed it) is proven with a code sent to it first.
 */
export function RegistrationPage() {
  const [token, setToken] = useState<string | null>(null);
  const [form, setForm] = useState<RegistrationForm | null>(null);
  const [proof, setProof] = useState<EmailProof | null>(null);

  const finish = async (registrationToken: string, values: Record<string, string>) => {
    const typed = { name: values.name.trim(), email: values.email.trim(), password: values.password, password_confirmation: values.password_confirmation };
    setForm(typed);
    try {
      await onboardingApi.endRegistration(registrationToken, typed);
      // issue 27: a visitor who chose a purchase in the storefront goes back to it
      enterCabinet(pendingPurchase() ? CHECKOUT_ROUTE : undefined);
    } catch (error) {
      if (!needsEmailProof(error)) throw error;
      setProof(await startEmailProof(registrationToken, typed, error));
    }
  };

  return (
    <OnboardingCard title="app.onboarding.registrationTitle">
      {token === null ? (
        <CodeFlow
          sendCode={(phone) => onboardingApi.sendRegistrationCode(phone, referralPartner()?.id)}
          onConfirm={async (codeId, code) => setToken((await onboardingApi.confirmRegistration(codeId, code)).token)}
        >
          {(send) => <PhoneStep onSubmit={send} />}
        </CodeFlow>
      ) : proof ? (
        <EmailProofStep token={token} proof={proof} onBack={() => setProof(null)} />
      ) : (
        <FieldsStep fields={FIELDS} submitLabel="app.onboarding.finish" check={checkForm} initialValues={form ? { ...form } : {}} onSubmit={(values) => finish(token, values)} />
      )}
    </OnboardingCard>
  );
}
