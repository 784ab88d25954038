import { DataTable } from 'react-admin';
import type { Infer } from '../../../common/resource';
import { cashbox } from '../../../common/resources/cashbox';
import { formatDateTime } from '../../format';
import { kopecksText } from './money';
import { declaredScreens } from '../declared';
import { ReceiptDownload } from './ReceiptDownload';

type ReceiptRecord = Infer<typeof cashbox>;
const Column = DataTable.Col<ReceiptRecord>;

/** M4: the history's date in local time, the sum in roubles from kopecks, VAT as '20%' or 'Без НДС', and each receipt's download. */
export const screens = declaredScreens(cashbox, {
  columns: {
    created_at: <Column key="created_at" source="created_at" render={(r) => formatDateTime(r.created_at)} />,
    amount_kopecks: <Column key="amount_kopecks" source="amount_kopecks" disableSort align="right" render={(r) => kopecksText(r.amount_kopecks)} />,
  },
  extraColumns: <Column disableSort label="resources.cashbox.page.download"><ReceiptDownload /></Column>,
});
