import type { Db } from '../../db/database';

export interface SmsProvider {
  send(phone: string, text: string): Promise<void>;
}

/** Writes messages to sms_log instead of a gateway; the log is what the admin's SMS page shows (M1). */
export class SandboxSms implements SmsProvider {
  constructor(private readonly db: Db) {}

  async send(phone: string, text: string): Promise<void> {
    await this.db.insertInto('sms_log').values({ phone, text }).execute();
  }
}
