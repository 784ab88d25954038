import { randomUUID } from 'node:crypto';

export interface EmailMessage {
  to: string;
  subject: string;
  body: string;
}

/**
 * An e-mail gateway (the sandbox, SMTP): the outbox worker sends through it (server/modules/messages). Accepted by
 * the server means sent: SMTP gives no delivery report. A thrown MessageRefused is final, any other error is retried.
 */
export interface EmailGateway {
  readonly name: string;
  /** The provider's id of the message (the SMTP Message-ID). */
  send(message: EmailMessage): Promise<{ providerId: string }>;
}

/** Sends nothing: the outbox's row is the message, shown in the admin's e-mail log (M2). */
export class SandboxEmail implements EmailGateway {
  readonly name = 'sandbox';

  async send(): Promise<{ providerId: string }> {
    return { providerId: `sandbox-${randomUUID()}` };
  }
}
