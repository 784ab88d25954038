import { createHmac } from 'node:crypto';
import type { Db } from '../db/database';
import { SandboxAcquirer } from './acquiring/sandbox';
import type { AcquiringProvider } from './acquiring/types';
import { type CompanyRegistry, SandboxCompanyRegistry } from './company-registry/index';
import { type EmailProvider, SandboxEmail } from './email/index';
import { type SmsProvider, SandboxSms } from './sms/index';

export const ACQUIRERS = ['sberbank', 'tinkoff'] as const;
export type AcquirerName = (typeof ACQUIRERS)[number];

/** The external services the app talks to, each behind a small interface. */
export interface Providers {
  acquirers: Record<AcquirerName, AcquiringProvider & Partial<Pick<SandboxAcquirer, 'callbackFor'>>>;
  sms: SmsProvider;
  email: EmailProvider;
  companies: CompanyRegistry;
}

/** The local implementations; the callback secret is derived from the app secret so nothing new must be configured. */
export function sandboxProviders(db: Db, appSecret: string): Providers {
  const secret = createHmac('sha256', appSecret).update('acquiring-callback').digest('hex');
  return {
    acquirers: { sberbank: new SandboxAcquirer('sberbank', db, secret), tinkoff: new SandboxAcquirer('tinkoff', db, secret) },
    sms: new SandboxSms(db),
    email: new SandboxEmail(db),
    companies: new SandboxCompanyRegistry(),
  };
}
