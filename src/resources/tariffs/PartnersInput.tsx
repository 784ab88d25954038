import { useQuery } from '@tanstack/react-query';
import { AutocompleteArrayInput, useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';

interface PartnerChoice {
  id: string;
  name: string;
}

/** The partners that sell the tariff (F2 `partners`); the record holds them as objects, the form as ids. */
export function PartnersInput() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data = [], isPending } = useQuery({
    queryKey: ['partners', 'all'],
    queryFn: () => dataProvider.call<PartnerChoice[]>('GET', '/partners/all'),
  });
  return (
    <AutocompleteArrayInput
      source="partners"
      choices={data}
      isPending={isPending}
      format={(value: Array<string | PartnerChoice> | undefined) => (value ?? []).map((item) => (typeof item === 'string' ? item : item.id))}
    />
  );
}
