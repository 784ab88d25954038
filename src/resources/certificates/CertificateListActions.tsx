import { Stack } from '@mui/material';
import { CreateButton, FilterButton, TopToolbar, useCanAccess } from 'react-admin';
import { TotalBadge } from '../../components/TotalBadge';
import { CERTIFICATE_TOTAL_OVERFLOW } from './constants';

/** Header of the list (C3): total badge and the sale button, which opens /certificates-sale. */
export function CertificateListActions() {
  const { canAccess: canSell } = useCanAccess({ resource: 'certificates', action: 'create' });
  return (
    <TopToolbar>
      <Stack direction="row" spacing={1} alignItems="center" sx={{ mr: 'auto' }}>
        <TotalBadge overflowAt={CERTIFICATE_TOTAL_OVERFLOW} />
      </Stack>
      <FilterButton />
      {canSell ? <CreateButton to="/certificates-sale" label="app.certificates.sell" /> : null}
    </TopToolbar>
  );
}
