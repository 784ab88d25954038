import { summaries } from '../../../common/resources/summaries';
import { lazyScreen } from '../../cabinets/lazyScreen';
import { declaredViews } from '../declared/declaredViews';

/** M4: the generated receipts' history at /cashbox-history with its download, and one receipt's page at /cashbox-history/{id}. */
export const views = declaredViews(summaries.cashbox, {
  screens: () => import('./screens'),
  show: lazyScreen(() => import('./ReceiptPage'), 'ReceiptPage'),
});
