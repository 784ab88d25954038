import { Edit, TopToolbar } from 'react-admin';
import { CloneTariffButton } from './CloneTariffButton';
import { GeneratePromoCodesButton } from './GeneratePromoCodesButton';
import { TariffForm } from './TariffForm';
import { TariffServices } from './TariffServices';

function TariffEditActions() {
  return (
    <TopToolbar>
      <GeneratePromoCodesButton />
      <CloneTariffButton />
    </TopToolbar>
  );
}

/** F2 edit with the attached services (F5); pessimistic, so server field errors land under the fields. */
export function TariffEdit() {
  return (
    <Edit resource="tariffs" mutationMode="pessimistic" redirect="list" actions={<TariffEditActions />} aside={<TariffServices />}>
      <TariffForm />
    </Edit>
  );
}
