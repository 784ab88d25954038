import { Suspense } from 'react';
import { SelectArrayInput, TextInput, useCanAccess } from 'react-admin';
import { lazyFirstScreenPart } from '../../cabinets/lazyScreen';
import { finishDateLimits } from '../../format/datePickerLimits';
import { PhoneMaskInput } from '../../components/PhoneMaskInput';
import { DayInput } from '../../components/DayInput';
import type { LookupFilterProps } from './lookupFilters';
import { NumberMaskInput } from './NumberMaskInput';
import { enumKey } from '../../../common/enumRegistry';
import { CERTIFICATE_STATUSES } from '../../../common/enums';

/** The status choices of the list's filter, labelled by the enum's words (common/i18n/enums.ts). */
const STATUS_CHOICES = CERTIFICATE_STATUSES.map((status) => ({ id: status, name: enumKey('certificateStatus', status) }));

/**
 * The lookup filters (an autocomplete each) load when first added from the filter menu: the list, the
 * sales cabinet's first screen, shows without them (docs/performance.md).
 */
function lazyLookupFilter(name: 'RateFilter' | 'PartnerFilter') {
  const Filter = lazyFirstScreenPart(() => import('./lookupFilters'), name);
  return function LookupFilter(props: LookupFilterProps) {
    return (
      <Suspense fallback={null}>
        <Filter {...props} />
      </Suspense>
    );
  };
}

const RateFilter = lazyLookupFilter('RateFilter');
const PartnerFilter = lazyLookupFilter('PartnerFilter');

/** C4 filters and the status (issue 27, one status or several); the partner filter only for those who may list partners (admins). */
export function useCertificateFilters() {
  const { canAccess: isAdmin } = useCanAccess({ resource: 'partners', action: 'list' });
  // O8's lower bound; finish dates lie ahead, so the upper one is the furthest finish (docs/decisions.md O8)
  const dateLimits = finishDateLimits();
  return [
    <TextInput key="client_name" source="client_name" label="app.certificates.filters.client_name" alwaysOn resettable />,
    <TextInput key="agent_name" source="agent_name" label="app.certificates.filters.agent_name" resettable />,
    <NumberMaskInput key="number" source="number" label="app.certificates.filters.number" alwaysOn />,
    <PhoneMaskInput key="phone" source="phone" label="app.certificates.filters.phone" resettable />,
    <SelectArrayInput key="status" source="status" label="app.certificates.filters.status" choices={STATUS_CHOICES} />,
    <RateFilter key="rate_id" source="rate_id" label="app.certificates.filters.rate" />,
    ...(isAdmin ? [<PartnerFilter key="partner_id" source="partner_id" label="app.certificates.filters.partner" />] : []),
    <DayInput key="finish_from" source="finish_from" label="app.certificates.filters.finish_from" limits={dateLimits} />,
    <DayInput key="finish_to" source="finish_to" label="app.certificates.filters.finish_to" limits={dateLimits} />,
  ];
}
