import type { Migration } from 'kysely';
import * as platform from './0001-platform';
import * as salesCore from './0010-sales-core';
import * as authLoginThrottle from './0030-auth-login-throttle';
import * as payments from './0050-payments';
import * as listPerformance from './0070-list-performance';
import * as partners from './0080-partners';
import * as loader from './0090-loader';
import * as registry from './0100-registry';
import * as listIndexes from './0105-list-indexes';
import * as clientOptions from './0110-client-options';
import * as questionnaires from './0115-questionnaires';
import * as nameSearch from './0120-name-search';
import * as loaderResume from './0125-loader-resume';
import * as partnerClick from './0130-partner-click';
import * as certificateCommission from './0140-certificate-commission';
import * as listSortIndexes from './0145-list-sort-indexes';
import * as paymentSessions from './0160-payment-sessions';
import * as messageSends from './0161-message-sends';
import * as creditInstalments from './0155-credit-instalments';
import * as certificateBlockAuthority from './0165-certificate-block-authority';
import * as loginThrottled from './0170-login-throttled';
import * as salesRollup from './0245-sales-rollup';
import * as onboarding from './0215-onboarding';
import * as clientContent from './0235-client-content';
import * as statementUpdateTriggers from './0280-statement-update-triggers';
import * as reportSoldIndex from './0320-report-sold-index';
import * as reportOrdersIndex from './0340-report-orders-index';
import * as salesRollupYears from './0350-sales-rollup-years';
import * as oauthBrowserBinding from './0360-oauth-browser-binding';
import * as clientEmailProof from './0365-client-email-proof';
import * as certificateHolds from './0370-certificate-holds';
import * as clientDataPerSeller from './0380-client-data-per-seller';
import * as loginHistoryKind from './0390-login-history-kind';

/** Versioned migrations, applied in key order at start. Add a new file and list it here; never edit an applied one. */
export const migrations: Record<string, Migration> = {
  '0001-platform': platform,
  '0010-sales-core': salesCore,
  '0030-auth-login-throttle': authLoginThrottle,
  '0050-payments': payments,
  '0070-list-performance': listPerformance,
  '0080-partners': partners,
  '0090-loader': loader,
  '0100-registry': registry,
  '0105-list-indexes': listIndexes,
  '0110-client-options': clientOptions,
  '0115-questionnaires': questionnaires,
  '0120-name-search': nameSearch,
  '0125-loader-resume': loaderResume,
  '0130-partner-click': partnerClick,
  '0140-certificate-commission': certificateCommission,
  '0145-list-sort-indexes': listSortIndexes,
  '0160-payment-sessions': paymentSessions,
  '0161-message-sends': messageSends,
  '0155-credit-instalments': creditInstalments,
  '0165-certificate-block-authority': certificateBlockAuthority,
  '0170-login-throttled': loginThrottled,
  '0245-sales-rollup': salesRollup,
  '0215-onboarding': onboarding,
  '0235-client-content': clientContent,
  '0280-statement-update-triggers': statementUpdateTriggers,
  '0320-report-sold-index': reportSoldIndex,
  '0340-report-orders-index': reportOrdersIndex,
  '0350-sales-rollup-years': salesRollupYears,
  '0360-oauth-browser-binding': oauthBrowserBinding,
  '0365-client-email-proof': clientEmailProof,
  '0370-certificate-holds': certificateHolds,
  '0380-client-data-per-seller': clientDataPerSeller,
  '0390-login-history-kind': loginHistoryKind,
};
