import { Alert } from '@mui/material';
import { NumberInput, SelectInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { choicesOf } from '../../../common/resource';
import { promoFiles } from '../../../common/resources/promoFiles';
import { useLookup } from '../../dataProvider';
import { validatorsOf } from '../declared/validators';

const { fields } = promoFiles;
const rules = (key: keyof typeof fields) => validatorsOf(promoFiles, key, fields[key]);
const usePromoCodes = () => useWatch<{ kind?: string }>({ name: 'kind' }) === 'PROMO_CODES';

/** The tariff from its lookup (GET /rates/all), the one every screen shares. */
export function TariffInput() {
  const { data: tariffs } = useLookup('tariffs');
  return <SelectInput source="rate_id" choices={tariffs} validate={rules('rate_id')} />;
}

/** A promo code's discount type; for certificates, what a certificate is instead (the server sets its terms). */
export function DiscountTypeInput() {
  const translate = useTranslate();
  if (!usePromoCodes()) return <Alert severity="info" sx={{ mb: 2 }}>{translate('resources.promoFiles.certificateNote')}</Alert>;
  return <SelectInput source="type" choices={choicesOf(promoFiles, 'type', fields.type)} validate={rules('type')} />;
}

export function DiscountAmountInput() {
  return usePromoCodes() ? <NumberInput source="amount" min={0} validate={rules('amount')} /> : null;
}

export function UsesInput() {
  return usePromoCodes() ? <NumberInput source="all_use" min={0} step={1} helperText="resources.promoFiles.helpers.all_use" validate={rules('all_use')} /> : null;
}
