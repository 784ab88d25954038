import type { Db } from '../../db/database';

export interface EmailMessage {
  to: string;
  subject: string;
  body: string;
}

export interface EmailProvider {
  send(message: EmailMessage): Promise<void>;
}

/** Keeps messages in email_outbox instead of sending them; the outbox is the admin's e-mail log (M2). */
export class SandboxEmail implements EmailProvider {
  constructor(private readonly db: Db) {}

  async send({ to, subject, body }: EmailMessage): Promise<void> {
    await this.db.insertInto('email_outbox').values({ recipient: to, subject, body }).execute();
  }
}
