import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useLimitText } from '../../components/units/limitText';
import { useCabinetQuery } from '../clientCabinet/useCabinetQuery';

/** K3 details: what a tariff includes, from GET /catalog/rates/{id}. */
export function RateDetails({ id, name }: { id: string; name: string }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const limitText = useLimitText('app.cabinet.services.unlimited');
  const { data } = useCabinetQuery(['rate', id], (api, signal) => api.catalogRate(id, signal), open);
  return (
    <>
      <Button onClick={() => setOpen(true)}>{translate('app.cabinet.market.details')}</Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm">
        <DialogTitle>{name}</DialogTitle>
        <DialogContent>
          <Typography variant="subtitle2">{translate('app.cabinet.market.includes')}</Typography>
          <List dense>
            {data?.services.map((service) => (
              <ListItem key={service.id} divider>
                <ListItemText
                  primary={service.name}
                  secondary={limitText(service.limit, service.unit)}
                />
              </ListItem>
            ))}
          </List>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('ra.action.close')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
