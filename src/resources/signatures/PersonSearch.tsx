import { Autocomplete, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import type { FoundUser } from '../../dataProvider/api/signatures';
import { maskPhone } from '../../format/phone';

/** GET /v2/search/user: the person to send documents to, by name, phone or e-mail; picking one fills the form. */
export function PersonSearch({ onPick }: { onPick: (user: FoundUser) => void }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [q, setQ] = useState('');
  const { data = [], isFetching } = useQuery({
    queryKey: ['signatures', 'searchUser', q],
    queryFn: ({ signal }) => dataProvider.searchSignUsers(q, signal),
    enabled: q.trim().length >= 2,
  });
  return (
    <Autocomplete<FoundUser>
      options={data}
      loading={isFetching}
      filterOptions={(options) => options}
      getOptionLabel={(user) => [user.name, user.phone && maskPhone(user.phone), user.email].filter(Boolean).join(', ')}
      onInputChange={(_, value, reason) => reason === 'input' && setQ(value)}
      onChange={(_, user) => user && onPick(user)}
      renderInput={(params) => <TextField {...params} label={translate('resources.signatures.page.search')} helperText={translate('resources.signatures.page.searchHint')} />}
    />
  );
}
