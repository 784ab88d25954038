import { SelectInput, useCanAccess, useListContext } from 'react-admin';
import { usePartnerLookup } from '../partners/usePartnerLookup';
import type { SubdivisionRecord } from './types';

interface PartnerFilterProps {
  source: string;
  alwaysOn: boolean;
}

/**
 * The list's partner filter. Who may list partners (common/access.ts: ADMIN) picks from every partner
 * (GET /partners/all); a partner admin, whose list the server keeps to its own partner, picks among the partners of
 * the rows it was given, its own, and never asks the lookup it would be refused (403).
 */
export function PartnerFilter(props: PartnerFilterProps) {
  const { canAccess } = useCanAccess({ resource: 'partners', action: 'list' });
  return canAccess ? <AnyPartnerFilter {...props} /> : <ListedPartnerFilter {...props} />;
}

function AnyPartnerFilter(props: PartnerFilterProps) {
  return <SelectInput {...props} choices={usePartnerLookup()} />;
}

function ListedPartnerFilter(props: PartnerFilterProps) {
  const { data = [] } = useListContext<SubdivisionRecord>();
  const partners = new Map(data.flatMap((row) => (row.partner ? [[row.partner.id, row.partner] as const] : [])));
  return <SelectInput {...props} choices={[...partners.values()]} />;
}
