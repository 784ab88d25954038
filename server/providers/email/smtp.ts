/** E-mail over SMTP with nodemailer: one pooled transport from SMTP_URL, the sender from SMTP_FROM. */
import nodemailer, { type Transporter } from 'nodemailer';
import { MessageRefused } from '../messages/errors';
import type { EmailGateway, EmailMessage } from './index';

export interface SmtpOptions {
  /** smtp(s)://user:password@host:port, as nodemailer reads it (query options such as ?tls.rejectUnauthorized=false too). */
  url: string;
  from: string;
}

export class SmtpEmail implements EmailGateway {
  readonly name = 'smtp';
  private readonly transport: Transporter;

  constructor(options: SmtpOptions) {
    this.transport = nodemailer.createTransport(options.url, { from: options.from });
  }

  async send({ to, subject, body }: EmailMessage): Promise<{ providerId: string }> {
    try {
      const info = await this.transport.sendMail({ to, subject, text: body });
      return { providerId: info.messageId };
    } catch (error) {
      // a 5xx answer to the recipient is the server's final refusal of this message; anything else may pass later
      const code = (error as { responseCode?: number }).responseCode;
      if (code && code >= 500 && (error as { command?: string }).command === 'RCPT TO') throw new MessageRefused((error as Error).message);
      throw error;
    }
  }

  close(): void {
    this.transport.close();
  }
}
