import { randomUUID } from 'node:crypto';

/** Where an SMS stands at its provider; a provider without delivery reports answers 'sent' and no report follows. */
export type SmsState = 'sent' | 'delivered' | 'failed';

export interface SmsReport {
  state: SmsState;
  price: number | null;
}

export interface SmsSent {
  /** The provider's id of the message (SMS.ru's sms_id, the spec's smsRuId). */
  providerId: string;
  /** What the provider charged, in roubles; null when it does not say. */
  price: number | null;
  state: SmsState;
}

/**
 * An SMS gateway (the sandbox, SMS.ru): the outbox worker sends through it (server/modules/messages), the product
 * never calls it directly. A thrown MessageRefused is final, any other error is retried.
 */
export interface SmsGateway {
  /** Its name in the log rows ('sandbox', 'smsru'). */
  readonly name: string;
  send(phone: string, text: string): Promise<SmsSent>;
  /** The delivery report of a sent message (with the price where the send's answer had none); absent where the provider gives none. */
  status?(providerId: string): Promise<SmsReport>;
  /** The account's balance in roubles; null where there is none (the sandbox). */
  balance(): Promise<number | null>;
}

/** Sends nothing: the outbox's row is the message, shown in the admin's SMS log (M1) and read by the demo's banners. */
export class SandboxSms implements SmsGateway {
  readonly name = 'sandbox';

  async send(): Promise<SmsSent> {
    return { providerId: `sandbox-${randomUUID()}`, price: 0, state: 'delivered' };
  }

  async balance(): Promise<number | null> {
    return null;
  }
}
