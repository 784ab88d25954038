import type { AppConfig } from '../../config';
import { AtolOnline } from './atol';
import { SandboxFiscalRegister } from './sandbox';
import type { FiscalRegister } from './types';

/** FISCAL_PROVIDER: the sandbox by default, ATOL Online when configured (ATOL_*). */
export function fiscalRegister(config: AppConfig): FiscalRegister {
  const fiscal = config.fiscal;
  return fiscal?.kind === 'atol' ? new AtolOnline(fiscal) : new SandboxFiscalRegister({ publicUrl: config.publicUrl, failRate: config.fiscalSandboxFailures });
}
