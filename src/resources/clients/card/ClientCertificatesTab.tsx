import { Chip, FormControlLabel, Link, List, ListItem, ListItemText, Pagination, Stack, Switch, Typography } from '@mui/material';
import { useState } from 'react';
import { Loading, useGetList, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { formatDay } from '../../../format';
import type { ClientCertificateRow } from '../types';

/** C13 fixes four rows a page. */
const PER_PAGE = 4;

/** C13: the client's certificates, active first; inactive ones only after the switch. */
export function ClientCertificatesTab({ clientId }: { clientId: string }) {
  const translate = useTranslate();
  const [page, setPage] = useState(1);
  const [showInactive, setShowInactive] = useState(false);
  const { data = [], total = 0, isPending } = useGetList<ClientCertificateRow>('client-certificates', {
    filter: { client_id: clientId, show_inactive: showInactive },
    pagination: { page, perPage: PER_PAGE },
    sort: { field: 'created_at', order: 'DESC' },
  });
  const toggle = (checked: boolean) => {
    setShowInactive(checked);
    setPage(1);
  };
  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={<Switch checked={showInactive} onChange={(event) => toggle(event.target.checked)} />}
        label={translate('app.clients.certificates.showInactive')}
      />
      {isPending ? (
        <Loading />
      ) : data.length === 0 ? (
        <Typography color="text.secondary">{translate('app.clients.certificates.empty')}</Typography>
      ) : (
        <List dense data-testid="client-certificates">
          {data.map((row) => (
            <ListItem key={row.id} divider secondaryAction={<Chip size="small" color={row.active ? 'success' : 'default'} label={translate(`app.clients.certificates.${row.active ? 'active' : 'inactive'}`)} />}>
              <ListItemText
                primary={
                  <Link component={RouterLink} to={`/certificates/certificate/${row.id}`} sx={{ fontFamily: 'monospace' }}>
                    {row.number}
                  </Link>
                }
                secondary={[row.rate_name ?? translate('app.certificates.noPackage'), row.finish_date && translate('app.clients.certificates.finish', { date: formatDay(row.finish_date) })]
                  .filter(Boolean)
                  .join(' · ')}
              />
            </ListItem>
          ))}
        </List>
      )}
      {total > PER_PAGE && <Pagination count={Math.ceil(total / PER_PAGE)} page={page} onChange={(_, next) => setPage(next)} />}
    </Stack>
  );
}
