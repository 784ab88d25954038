import { Stack } from '@mui/material';
import { Edit, TopToolbar } from 'react-admin';
import { CloneTariffButton } from './CloneTariffButton';
import { GeneratePromoCodesButton } from './GeneratePromoCodesButton';
import { TariffForm } from './TariffForm';
import { TariffPartnerPrices } from './TariffPartnerPrices';
import { TariffServices } from './TariffServices';

function TariffEditActions() {
  return (
    <TopToolbar>
      <GeneratePromoCodesButton />
      <CloneTariffButton />
    </TopToolbar>
  );
}

function TariffAside() {
  return (
    <Stack>
      <TariffServices />
      <TariffPartnerPrices />
    </Stack>
  );
}

/** F2 edit with the attached services (F5) and the partner prices (F4); pessimistic, so server field errors land under the fields. */
export function TariffEdit() {
  return (
    <Edit resource="tariffs" mutationMode="pessimistic" redirect="list" actions={<TariffEditActions />} aside={<TariffAside />}>
      <TariffForm />
    </Edit>
  );
}
