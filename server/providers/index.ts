import { createHmac } from 'node:crypto';
import type { AppConfig } from '../config';
import type { Db } from '../db/database';
import { SandboxAcquirer } from './acquiring/sandbox';
import type { AcquiringProvider } from './acquiring/types';
import { type CompanyRegistry, SandboxCompanyRegistry } from './company-registry/index';
import { type EmailGateway, SandboxEmail } from './email/index';
import { SmtpEmail } from './email/smtp';
import { EmailOutbox, type EmailProvider, SmsOutbox, type SmsProvider } from './messages/outbox';
import { type SmsGateway, SandboxSms } from './sms/index';
import { SmsRu } from './sms/sms-ru';
import { fiscalRegister } from './fiscal/index';
import type { FiscalRegister, VatRate } from './fiscal/types';
import { SandboxIdentityProvider } from './identity/sandbox';
import { SandboxBank } from './identity/sandbox-bank';
import type { IdentityProvider } from './identity/types';

export const ACQUIRERS = ['sberbank', 'tinkoff'] as const;
export type AcquirerName = (typeof ACQUIRERS)[number];

export type Acquirers = Record<AcquirerName, AcquiringProvider & Partial<Pick<SandboxAcquirer, 'callbackFor'>>>;

/** The external services the app talks to, each behind a small interface. */
export interface Providers {
  acquirers: Acquirers;
  /** How the product sends an SMS or an e-mail: queued in the outbox, delivered by the worker (server/modules/messages). */
  sms: SmsProvider;
  email: EmailProvider;
  /** Who delivers them: the sandboxes by default, SMS.ru and SMTP when configured (SMS_PROVIDER, EMAIL_PROVIDER). */
  gateways: { sms: SmsGateway; email: EmailGateway };
  companies: CompanyRegistry;
  /** M4: the fiscal register receipts are sent to (FISCAL_PROVIDER). */
  fiscal: FiscalRegister;
  /** The VAT of the receipts issued on payment (FISCAL_VAT); the admin chooses it for the one it issues. */
  receiptVat: VatRate;
  /** A7's bank sign-in; the sandbox bank in demo mode, none otherwise (no real bank is integrated yet). */
  identity: IdentityProvider | null;
}

/** Each sandbox acquirer signs with its own key, derived from the app secret so nothing new must be configured. */
export function sandboxAcquirers(db: Db, appSecret: string, publicUrl: string): Acquirers {
  const acquirer = (name: AcquirerName) =>
    new SandboxAcquirer(name, db, createHmac('sha256', appSecret).update(`acquiring-callback:${name}`).digest('hex'), publicUrl);
  return { sberbank: acquirer('sberbank'), tinkoff: acquirer('tinkoff') };
}

function outbox(db: Db) {
  return { sms: new SmsOutbox(db), email: new EmailOutbox(db) };
}

function smsGateway({ messages }: AppConfig): SmsGateway {
  return messages?.sms.kind === 'smsru' ? new SmsRu(messages.sms) : new SandboxSms();
}

function emailGateway({ messages }: AppConfig): EmailGateway {
  return messages?.email.kind === 'smtp' ? new SmtpEmail(messages.email) : new SandboxEmail();
}

/** The configured providers; acquirers given by the caller (a real integration, or a test) replace the sandbox. */
export function createProviders(db: Db, config: AppConfig, acquirers?: Acquirers): Providers {
  if (!acquirers && config.payments !== 'sandbox') throw new Error(`No acquirer provider for PAYMENTS=${String(config.payments)}`);
  return {
    acquirers: acquirers ?? sandboxAcquirers(db, config.jwtSecret, config.publicUrl),
    ...outbox(db),
    gateways: { sms: smsGateway(config), email: emailGateway(config) },
    companies: new SandboxCompanyRegistry(),
    fiscal: fiscalRegister(config),
    receiptVat: config.fiscalVat ?? 'VAT20',
    identity: config.demo ? new SandboxIdentityProvider(new SandboxBank(db, config.jwtSecret), config.publicUrl) : null,
  };
}

/** The sandbox's page and buttons exist only where the sandbox is the acquirer. */
export const usesSandbox = (providers: Providers) => Object.values(providers.acquirers).some((acquirer) => acquirer instanceof SandboxAcquirer);
