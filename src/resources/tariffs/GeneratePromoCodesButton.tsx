import LocalOffer from '@mui/icons-material/LocalOffer';
import { useState } from 'react';
import { useCanAccess, useRecordContext } from 'react-admin';
import { LabelledButton } from '../../components/LabelledButton';
import { GeneratePromoCodesDialog } from '../promo/GeneratePromoCodesDialog';
import type { TariffRecord } from './types';

/** Opens the H3 'generate codes' dialog for this tariff; promo codes are the admin's. */
export function GeneratePromoCodesButton() {
  const record = useRecordContext<TariffRecord>();
  const [open, setOpen] = useState(false);
  const { canAccess } = useCanAccess({ resource: 'promo', action: 'create' });
  if (!record || !canAccess) return null;
  return (
    <>
      <LabelledButton label="resources.promo.generate.open" onClick={() => setOpen(true)} startIcon={<LocalOffer />} />
      <GeneratePromoCodesDialog tariffId={record.id} open={open} onClose={() => setOpen(false)} />
    </>
  );
}
