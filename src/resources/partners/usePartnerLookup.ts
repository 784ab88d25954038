import { useLookup } from '../../dataProvider';
import type { PartnerRef } from './types';

/** Every partner (GET /partners/all), for pickers. */
export function usePartnerLookup() {
  return useLookup<PartnerRef>('partners').data;
}
