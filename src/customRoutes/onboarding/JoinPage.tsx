import { onboardingApi } from '../../dataProvider/onboarding';
import { CodeFlow, PhoneStep } from './CodeFlow';
import { OnboardingCard } from './OnboardingCard';
import { enterCabinet } from './failure';

/** A9 at /join: a client whose account was opened for them signs in with an SMS code. */
export function JoinPage() {
  return (
    <OnboardingCard title="app.onboarding.joinTitle">
      <CodeFlow
        sendCode={(phone) => onboardingApi.sendJoinCode(phone)}
        onConfirm={async (codeId, code) => {
          await onboardingApi.completeJoin(codeId, code);
          enterCabinet();
        }}
      >
        {(send) => <PhoneStep onSubmit={send} />}
      </CodeFlow>
    </OnboardingCard>
  );
}
