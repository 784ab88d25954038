import { Card, CardContent, Link as MuiLink, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { AppDataProvider } from '../../dataProvider';
import type { ChatThread } from '../../dataProvider/api/chat';

/** Beside the operator's thread: who wrote (name, phone, e-mail), their client card and their certificates. */
export function ClientAside({ thread }: { thread: ChatThread }) {
  const translate = useTranslate();
  const api = useDataProvider<AppDataProvider>();
  const { clientId } = thread.author;
  const certificates = useQuery({
    queryKey: ['chat', 'client-certificates', clientId],
    queryFn: ({ signal }) => api.myCertificates({ client_id: clientId ?? '', show_inactive: true, perPage: 20 }, signal),
    enabled: !!clientId,
  });
  return (
    <Card sx={{ width: { md: 320 }, flexShrink: 0, alignSelf: 'flex-start' }} component="aside" aria-label={translate('app.chat.client')}>
      <CardContent>
        <Stack spacing={1}>
          <Typography variant="overline">{translate(thread.line === 'SUPPORT' ? 'app.chat.agent' : 'app.chat.client')}</Typography>
          <Typography variant="h6">{thread.author.name}</Typography>
          {thread.author.phone && <Typography variant="body2">{translate('app.chat.phone')}: {thread.author.phone}</Typography>}
          {thread.author.email && <Typography variant="body2">{translate('app.chat.email')}: {thread.author.email}</Typography>}
          {clientId && <MuiLink component={Link} to={`/staff/users/client/${clientId}`}>{translate('app.chat.clientCard')}</MuiLink>}
          {clientId && (
            <>
              <Typography variant="subtitle2" sx={{ pt: 1 }}>{translate('app.chat.certificates')}</Typography>
              {certificates.data && !certificates.data.data.length && <Typography variant="body2" color="text.secondary">{translate('app.chat.noCertificates')}</Typography>}
              <List dense disablePadding>
                {certificates.data?.data.map((certificate) => (
                  <ListItem key={certificate.id} disableGutters>
                    <ListItemText
                      primary={<MuiLink component={Link} to={`/certificates/certificate/${certificate.id}`}>{translate('app.chat.certificate', { number: certificate.number })}</MuiLink>}
                      secondary={certificate.rate_name}
                    />
                  </ListItem>
                ))}
              </List>
            </>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
