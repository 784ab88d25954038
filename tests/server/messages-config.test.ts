import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { createProviders } from '../../server/providers/index';
import { SandboxEmail } from '../../server/providers/email/index';
import { SmtpEmail } from '../../server/providers/email/smtp';
import { SandboxSms } from '../../server/providers/sms/index';
import { SmsRu } from '../../server/providers/sms/sms-ru';
import type { Db } from '../../server/db/database';

const env = (vars: Record<string, string>) => ({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'config-')), ...vars });
// the gateways hold no database; the outbox's is not touched here
const noDb = {} as Db;

describe('configuration of the SMS and e-mail providers (M1, M2)', () => {
  it('sends through the sandboxes by default, with the outbox worker on every 5 s', () => {
    const config = loadConfig(env({}));
    expect(config.messages).toEqual({ sms: { kind: 'sandbox' }, email: { kind: 'sandbox' } });
    expect(config.messageJobSeconds).toBe(5);
    const { gateways } = createProviders(noDb, config);
    expect(gateways.sms).toBeInstanceOf(SandboxSms);
    expect(gateways.email).toBeInstanceOf(SandboxEmail);
  });

  it('switches to SMS.ru and SMTP by the environment', () => {
    const config = loadConfig(env({ SMS_PROVIDER: 'smsru', SMS_RU_API_ID: 'key', SMS_RU_FROM: 'Certs', EMAIL_PROVIDER: 'smtp', SMTP_URL: 'smtp://u:p@127.0.0.1:2525', SMTP_FROM: 'noreply@example.com' }));
    expect(config.messages).toEqual({
      sms: { kind: 'smsru', apiId: 'key', baseUrl: 'https://sms.ru', from: 'Certs' },
      email: { kind: 'smtp', url: 'smtp://u:p@127.0.0.1:2525', from: 'noreply@example.com' },
    });
    const { gateways } = createProviders(noDb, config);
    expect(gateways.sms).toBeInstanceOf(SmsRu);
    expect(gateways.email).toBeInstanceOf(SmtpEmail);
    (gateways.email as SmtpEmail).close();
  });

  it('names what is missing or wrong', () => {
    expect(() => loadConfig(env({ SMS_PROVIDER: 'smsru' }))).toThrow(/SMS_RU_API_ID/);
    expect(() => loadConfig(env({ EMAIL_PROVIDER: 'smtp', SMTP_FROM: 'a@b.c' }))).toThrow(/SMTP_URL/);
    expect(() => loadConfig(env({ EMAIL_PROVIDER: 'smtp', SMTP_URL: 'smtp://h:25' }))).toThrow(/SMTP_FROM/);
    expect(() => loadConfig(env({ SMS_PROVIDER: 'twilio' }))).toThrow(/SMS_PROVIDER/);
    expect(() => loadConfig(env({ SMTP_URL: 'http://mail' }))).toThrow(/SMTP_URL/);
  });
});
