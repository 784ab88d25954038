import AddIcon from '@mui/icons-material/Add';
import { Alert, Button, List, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Loading, useCanAccess, useNotify, useTranslate } from 'react-admin';
import { AddOptionDialog } from './options/AddOptionDialog';
import { OptionItem } from './options/OptionItem';
import type { ClientOption } from './options/types';
import { useClientOptions } from './options/useClientOptions';

function Section({ title, options, empty, onDelete }: { title: string; options: ClientOption[]; empty: string; onDelete?: (option: ClientOption) => void }) {
  const translate = useTranslate();
  return (
    <div>
      <Typography variant="subtitle2">{translate(title)}</Typography>
      {options.length ? (
        <List dense>
          {options.map((option) => (
            <OptionItem key={option.id} option={option} onDelete={onDelete && (() => onDelete(option))} />
          ))}
        </List>
      ) : (
        <Typography color="text.secondary" sx={{ py: 1 }}>
          {translate(empty)}
        </Typography>
      )}
    </div>
  );
}

/** E9: the services of the client's active certificates and its privilege services; admins add and remove the latter. */
export function ClientOptionsTab({ clientId }: { clientId: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [adding, setAdding] = useState(false);
  const { canAccess: mayCreate } = useCanAccess({ resource: 'client-options', action: 'create' });
  const { canAccess: mayDelete } = useCanAccess({ resource: 'client-options', action: 'delete' });
  const { options, isPending, error, create, remove } = useClientOptions(clientId);
  if (isPending) return <Loading />;
  if (error) return <Alert severity="error">{translate('app.clientOptions.serverError')}</Alert>;
  const removeOption = (option: ClientOption) =>
    remove.mutate(option.id, {
      onSuccess: () => notify('app.clientOptions.deleted', { type: 'success' }),
      onError: () => notify('app.clientOptions.serverError', { type: 'error' }),
    });
  return (
    <Stack spacing={2}>
      {mayCreate && (
        <Stack direction="row" justifyContent="flex-end">
          <Button startIcon={<AddIcon />} onClick={() => setAdding(true)}>
            {translate('app.clientOptions.add')}
          </Button>
        </Stack>
      )}
      <Section title="app.clientOptions.tariffTitle" options={options.filter((option) => option.kind === 'tariff')} empty="app.clients.options.empty" />
      <Section
        title="app.clientOptions.privilegeTitle"
        options={options.filter((option) => option.kind === 'privilege')}
        empty="app.clientOptions.privilegeEmpty"
        onDelete={mayDelete ? removeOption : undefined}
      />
      {adding && <AddOptionDialog clientId={clientId} onClose={() => setAdding(false)} onCreate={(body) => create.mutateAsync(body)} />}
    </Stack>
  );
}
