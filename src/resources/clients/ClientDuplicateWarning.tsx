import { Alert, Link, Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import { useDebouncedValue } from '../../components/useDebouncedValue';
import type { AppDataProvider } from '../../dataProvider';
import { isCompletePhone } from '../../format/phone';


/** Checked once typing pauses, so a keystroke does not cost a call. */
export const CHECK_DELAY_MS = 400;
const EMAIL = /^\S+@\S+\.\S+$/;
const MIN_NAME = 3;

/**
 * E7 in the add-client form: existing clients with the typed phone or e-mail (which the save would refuse) or the same
 * full name, each with a link to its card when the user may open it.
 */
export function ClientDuplicateWarning({ onOpen }: { onOpen(): void }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [phone, email, name] = useWatch({ name: ['phone', 'email', 'name'] }) as (string | undefined)[];
  const query = useDebouncedValue(
    {
      ...(isCompletePhone(phone) ? { phone } : {}),
      ...(email && EMAIL.test(email.trim()) ? { email: email.trim() } : {}),
      ...(name && name.trim().length >= MIN_NAME ? { name: name.trim() } : {}),
    },
    CHECK_DELAY_MS,
  );
  const { data } = useQuery({
    queryKey: ['clients', 'check', query],
    queryFn: ({ signal }) => dataProvider.checkClients(query, signal),
    enabled: Object.keys(query).length > 0,
    retry: false,
  });
  const matches = Object.keys(query).length ? (data?.data ?? []) : [];
  if (!matches.length) return null;
  return (
    <Stack spacing={1} sx={{ mb: 2 }} data-testid="client-duplicates">
      {matches.map((match) => {
        const byContact = match.matched.some((field) => field !== 'name');
        const fields = match.matched.map((field) => translate(`app.clientCheck.fields.${field}`)).join(', ');
        return (
          <Alert key={match.id} severity={byContact ? 'warning' : 'info'}>
            {translate(byContact ? (match.name ? 'app.clientCheck.contact' : 'app.clientCheck.contactHidden') : 'app.clientCheck.name', { name: match.name, fields })}
            {match.can_open ? (
              <>
                {' '}
                <Link component={RouterLink} to={`/staff/users/client/${match.id}`} onClick={onOpen}>
                  {translate('app.clientCheck.open')}
                </Link>
              </>
            ) : null}
          </Alert>
        );
      })}
    </Stack>
  );
}
