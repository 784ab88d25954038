import { useRef, useState } from 'react';
import { Alert } from '@mui/material';
import { HttpError } from 'react-admin';
import { ERROR_CODES } from '../../../common/errors';
import { type CodeSent, type RegistrationForm, onboardingApi } from '../../dataProvider/onboarding';
import { CodeStep } from './CodeStep';
import { enterCabinet } from './failure';

/** What the proof step needs: the form to finish with, the server's reason, the code sent. */
export interface EmailProof {
  form: RegistrationForm;
  reason: string;
  sent: CodeSent;
  sentAt: number;
}

/** The registration's last step answered that another client record holds the e-mail unproven (issue 23, finding 8). */
export const needsEmailProof = (error: unknown): error is HttpError =>
  error instanceof HttpError && (error.body as { code?: string } | undefined)?.code === ERROR_CODES.emailProofNeeded;

/** Sends the code to the typed address and answers the proof step's state. */
export async function startEmailProof(token: string, form: RegistrationForm, error: HttpError): Promise<EmailProof> {
  const reason = (error.body as { errors?: Record<string, string> }).errors?.email ?? error.message;
  return { form, reason, sent: await onboardingApi.sendRegistrationEmailCode(token, form.email), sentAt: Date.now() };
}

/** A8 with a proof of the e-mail: the code from the letter, then the registration finishes with it. */
export function EmailProofStep({ token, proof, onBack }: { token: string; proof: EmailProof; onBack: () => void }) {
  const [current, setCurrent] = useState(proof);
  // a confirmed code is not confirmed again when only the finishing call has to be retried
  const confirmed = useRef<string | null>(null);
  const { codeId } = current.sent;

  const confirm = async (code: string) => {
    if (confirmed.current !== codeId) {
      await onboardingApi.confirmRegistrationEmail(token, codeId, code);
      confirmed.current = codeId;
    }
    await onboardingApi.endRegistration(token, { ...current.form, emailCodeId: codeId });
    enterCabinet();
  };
  const resend = async () => {
    const sent = await onboardingApi.sendRegistrationEmailCode(token, current.form.email);
    setCurrent({ ...current, sent, sentAt: Date.now() });
  };

  return (
    <>
      <Alert severity="warning">{current.reason}</Alert>
      <CodeStep key={codeId} sent={current.sent} sentAt={current.sentAt} onConfirm={confirm} onResend={resend} onBack={onBack} backLabel="app.onboarding.changeEmail" />
    </>
  );
}
