import { type ReactNode, useState } from 'react';
import type { CodeSent } from '../../dataProvider/onboarding';
import { CodeStep } from './CodeStep';
import { SingleFieldStep } from './SingleFieldStep';
import { phoneProblem } from './rules';

type Send = (login: string) => Promise<void>;

interface CodeFlowProps {
  /** Sends a code to the phone or e-mail typed. */
  sendCode: (login: string) => Promise<CodeSent>;
  onConfirm: (codeId: string, code: string) => Promise<void>;
  /** The first step, where the phone or e-mail is typed and `send` called. */
  children: (send: Send) => ReactNode;
}

/** The first two steps of A8–A10: where to send a code, then the code (resent to the same place, or back). */
export function CodeFlow({ sendCode, onConfirm, children }: CodeFlowProps) {
  const [sent, setSent] = useState<{ login: string; sent: CodeSent; sentAt: number } | null>(null);
  const send: Send = async (login) => setSent({ login, sent: await sendCode(login), sentAt: Date.now() });
  if (!sent) return children(send);
  return (
    <CodeStep
      sent={sent.sent}
      sentAt={sent.sentAt}
      onConfirm={(code) => onConfirm(sent.sent.codeId, code)}
      onResend={() => send(sent.login)}
      onBack={() => setSent(null)}
    />
  );
}

/** The first step of A8 and A9: the phone the SMS code goes to. */
export function PhoneStep({ onSubmit }: { onSubmit: Send }) {
  return <SingleFieldStep name="phone" label="app.onboarding.phone" submitLabel="app.onboarding.sendCode" check={phoneProblem} onSubmit={onSubmit} inputMode="tel" />;
}
