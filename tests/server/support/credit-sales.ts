import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import { expect } from 'vitest';
import { creditTotals } from '../../../common/credit';
import { runDueInstalments } from '../../../server/modules/instalments/job';
import type { TestContext } from '../helper';
import { saleFixtures } from '../sale-fixtures';

dayjs.extend(utc);

export interface CreditSale { id: string; order_id: string }

/**
 * Credit sales (D2) for the suites that drive the autopay job: a BRUTTO seller sells, the client pays the open
 * instalment on the sandbox page, and the job runs at a moment the test chooses (its clock), never by waiting.
 */
export function creditSales(ctx: () => TestContext, seller: () => Record<string, string>) {
  const fx = saleFixtures(ctx);
  return {
    fx,
    async sell(code: string, period: number, percent = 2.5, phone = fx.phone()): Promise<CreditSale> {
      const rate = await fx.rate(code);
      const cost = creditTotals(rate.cost, period, percent).total;
      const res = await fx.sell(seller(), { rate_id: rate.id, client: { phone, name: 'Заемщик' }, credit: { period, cost, percent } }, '/gw/v2/certificates');
      expect(res.statusCode, res.body).toBe(201);
      return res.json() as CreditSale;
    },
    /** The client pays the certificate's open instalment on the sandbox page (instalment 1 saves the card for autopay). */
    async payOpenInstalment(sale: CreditSale) {
      const light = await ctx().app.inject({ method: 'POST', url: '/gw/merchant/sberbank/order/light', headers: seller(), payload: { certificate_id: sale.id } });
      const { paymentUrl } = light.json() as { paymentUrl: string };
      const confirm = await ctx().app.inject({ method: 'POST', url: `${new URL(paymentUrl).pathname}/confirm`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
      expect(confirm.statusCode).toBe(303);
    },
    /** One run of the job at `now`. */
    run: (now: Date) => runDueInstalments(ctx().database.db, ctx().app.providers.acquirers, now),
    /** A moment `months` after today plus `days`, when the job runs. */
    later: (months: number, days = 1) => dayjs.utc().add(months, 'month').add(days, 'day').toDate(),
  };
}
