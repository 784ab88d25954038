import { useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { AppDataProvider } from '../../dataProvider';
import { type ReferralPartner, referralPartner, rememberPartner } from './referral';

/**
 * The partner of the link the visitor followed (`?partner=<id>`), checked with the server: a known one is kept for
 * this tab until the purchase, an unknown one is dropped (the visitor goes on unattributed). Without the parameter,
 * the partner kept before (the visitor came back to the storefront) stays.
 */
export function useReferral(): ReferralPartner | null {
  const dataProvider = useDataProvider<AppDataProvider>();
  const [params] = useSearchParams();
  const linked = params.get('partner');
  const [partner, setPartner] = useState(() => {
    const kept = referralPartner();
    return kept && (!linked || kept.id === linked) ? kept : null;
  });
  useEffect(() => {
    if (!linked || partner?.id === linked) return;
    let current = true;
    dataProvider.storefrontPartner(linked).then(
      (found) => {
        rememberPartner(found);
        if (current) setPartner(found);
      },
      () => {
        // unknown or malformed: no attribution, and no partner of an older link either
        rememberPartner(null);
        if (current) setPartner(null);
      },
    );
    return () => {
      current = false;
    };
  }, [dataProvider, linked, partner?.id]);
  return partner;
}
