import type { AppIdentity } from '../../authProvider/identity';
import { dataProvider } from '../../dataProvider';
import { preload } from '../../dataProvider/preload';
import { DEFAULT_PRESET, type Period, presetPeriod } from '../salesStats/period';

/** The preload keys of the partner home's reads: its hooks' query keys. */
export const conversionKey = (period: Period) => JSON.stringify(['partner', 'conversion', period.from, period.to]);
export const statsKey = (scope: object, period: Period) => JSON.stringify(['salesStats', scope, period.from, period.to]);

/**
 * L3 /analytic, the partner cabinet's home: the conversion (the server takes the partner from the session) read at
 * once, the figures as soon as the profile names the partner (src/main.tsx's onSession).
 */
export function preloadPartnerHome(profile: Promise<AppIdentity>): void {
  const period = presetPeriod(DEFAULT_PRESET);
  const dates = { dateFrom: period.from, dateTo: period.to };
  preload(conversionKey(period), dataProvider.partnerConversion(dates));
  void profile
    .then(({ partnerId }) => {
      if (partnerId) preload(statsKey({ partnerId }, period), dataProvider.salesStats({ partnerId }, dates));
    })
    .catch(() => undefined);
}
