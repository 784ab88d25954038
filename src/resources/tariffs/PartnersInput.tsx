import { AutocompleteArrayInput } from 'react-admin';
import { useLookup } from '../../dataProvider';

interface PartnerChoice {
  id: string;
  name: string;
}

/** The partners that sell the tariff (F2 `partners`); the record holds them as objects, the form as ids. */
export function PartnersInput() {
  const { data, isPending } = useLookup<PartnerChoice>('partners');
  return (
    <AutocompleteArrayInput
      source="partners"
      defaultValue={[]}
      choices={data}
      isPending={isPending}
      format={(value: Array<string | PartnerChoice> | undefined) => (value ?? []).map((item) => (typeof item === 'string' ? item : item.id))}
    />
  );
}
