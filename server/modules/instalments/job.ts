import type { VatRate } from '../../providers/fiscal/types';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import type { Providers } from '../../providers/index';
import { holdOverdue, liftPaidHolds } from './blocks';
import { chargeInstalment } from './charge';
import { claimDueInstalments } from './claim';
import { instalmentDays } from './dates';

export interface InstalmentRunReport {
  charged: number;
  declined: number;
  /** Instalments now waiting for the client's payment (autopay off or no saved card). */
  opened: number;
  /** Charges the acquirer did not answer; retried once their claim runs out. */
  failedCalls: number;
  /** Certificates newly held for non-payment (one already held is not counted again). */
  blocked: number;
  /** Non-payment holds lifted because nothing is owed any more. */
  lifted: number;
}

/**
 * One run of the credit autopay job (D2, C10): lifts non-payment holds whose instalments are now paid, charges the
 * due instalments on the saved card, then holds every certificate with an instalment past its grace period (each
 * run checks them all again, issue 23). Safe to run at once in several processes on one database; tests call it
 * directly with the moment they want.
 */
export async function runDueInstalments(db: Db, acquirers: Providers['acquirers'], now = new Date(), log?: FastifyBaseLogger, vat: VatRate = 'VAT20'): Promise<InstalmentRunReport> {
  const { today, graceCutoff } = instalmentDays(now);
  const report: InstalmentRunReport = { charged: 0, declined: 0, opened: 0, failedCalls: 0, blocked: 0, lifted: 0 };
  report.lifted = await liftPaidHolds(db, graceCutoff, now);
  for (;;) {
    const { plans, opened } = await claimDueInstalments(db, today, now);
    report.opened += opened;
    if (!plans.length && !opened) break;
    for (const plan of plans) {
      try {
        report[(await chargeInstalment(db, acquirers, plan, now, vat)) === 'PAID' ? 'charged' : 'declined'] += 1;
      } catch (error) {
        report.failedCalls += 1;
        log?.error({ err: error, certificateId: plan.certificateId, instalment: plan.number }, 'credit instalment charge failed');
      }
    }
  }
  report.blocked = await holdOverdue(db, graceCutoff, now);
  return report;
}
