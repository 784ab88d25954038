import { useState } from 'react';
import type { CodeSent } from '../../dataProvider/onboarding';
import { onboardingApi } from '../../dataProvider/onboarding';
import { CodeStep } from './CodeStep';
import { OnboardingCard } from './OnboardingCard';
import { SingleFieldStep } from './SingleFieldStep';
import { enterCabinet } from './failure';
import { phoneProblem } from './rules';

type Step = { step: 'phone' } | { step: 'code'; phone: string; sent: CodeSent; sentAt: number };

/** A9 at /join: a client whose account was opened for them signs in with an SMS code. */
export function JoinPage() {
  const [state, setState] = useState<Step>({ step: 'phone' });
  const send = async (phone: string) => setState({ step: 'code', phone, sent: await onboardingApi.sendJoinCode(phone), sentAt: Date.now() });
  return (
    <OnboardingCard title="app.onboarding.joinTitle">
      {state.step === 'phone' ? (
        <SingleFieldStep name="phone" label="app.onboarding.phone" submitLabel="app.onboarding.sendCode" check={phoneProblem} onSubmit={send} inputMode="tel" />
      ) : (
        <CodeStep
          sent={state.sent}
          sentAt={state.sentAt}
          onConfirm={async (code) => {
            await onboardingApi.completeJoin(state.sent.codeId, code);
            enterCabinet();
          }}
          onResend={() => send(state.phone)}
          onBack={() => setState({ step: 'phone' })}
        />
      )}
    </OnboardingCard>
  );
}
