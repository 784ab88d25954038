import { Stack } from '@mui/material';
import { TopToolbar } from 'react-admin';
import { tariffs } from '../../../common/resources/tariffs';
import { declaredEdit } from '../declared/DeclaredEdit';
import { CloneTariffButton } from './CloneTariffButton';
import { GeneratePromoCodesButton } from './GeneratePromoCodesButton';
import { TariffForm } from './TariffForm';
import { TariffPartnerPrices } from './TariffPartnerPrices';
import { TariffServices } from './TariffServices';

const actions = (
  <TopToolbar>
    <GeneratePromoCodesButton />
    <CloneTariffButton />
  </TopToolbar>
);

const aside = (
  <Stack>
    <TariffServices />
    <TariffPartnerPrices />
  </Stack>
);

/** F2 edit with the attached services (F5) and the partner prices (F4) beside the generated form. */
export const TariffEdit = declaredEdit(tariffs, TariffForm, { aside, editActions: actions });
