import Download from '@mui/icons-material/Download';
import { useRecordContext } from 'react-admin';
import { LabelledButton } from '../../components/LabelledButton';
import type { Infer } from '../../../common/resource';
import type { cashbox } from '../../../common/resources/cashbox';
import { useFileDownload } from '../../components/useFileDownload';

type ReceiptRecord = Infer<typeof cashbox>;

/** M4: the receipt's PDF (its fiscal data once the register issued it); a row's click stays with the button. */
export function ReceiptDownload({ record: given }: { record?: Pick<ReceiptRecord, 'id' | 'number'> }) {
  const fromRow = useRecordContext<ReceiptRecord>();
  const record = given ?? fromRow;
  const download = useFileDownload();
  if (!record) return null;
  return (
    <LabelledButton
      label="resources.cashbox.page.download"
      onClick={(event) => {
        event.stopPropagation();
        void download((api) => api.downloadReceipt(String(record.id)), `receipt-${record.number}.pdf`);
      }}
    >
      <Download />
    </LabelledButton>
  );
}
