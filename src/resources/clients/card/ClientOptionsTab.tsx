import { List, ListItem, ListItemText, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ClientService } from '../types';

/** E9 (read-only for now): the services of the tariffs on the client's certificates. */
export function ClientOptionsTab({ services }: { services: ClientService[] }) {
  const translate = useTranslate();
  if (!services.length) return <Typography color="text.secondary">{translate('app.clients.options.empty')}</Typography>;
  return (
    <List dense>
      {services.map((service) => (
        <ListItem key={service.id} divider>
          <ListItemText
            primary={service.name}
            secondary={service.unit ? `${service.limit ?? 0} ${service.unit}` : translate('app.clients.options.unlimited')}
          />
        </ListItem>
      ))}
    </List>
  );
}
