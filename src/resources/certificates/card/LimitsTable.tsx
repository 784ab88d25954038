import { Table, TableBody, TableCell, TableHead, TableRow, TextField, Button } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRefreshHistory } from '../../audit/useRefreshHistory';
import { useState } from 'react';
import { Loading, useCanAccess, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider';
import type { CertificateCardRecord, LimitEntry } from './types';

/** The limits tab waits 250 ms before loading (spec constant), so quick tab switches cost nothing. */
export const LIMITS_LOADING_DELAY_MS = 250;
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Used limits per service (C11); ADMIN, PARTNER_ADMIN and AGENT_ADMIN edit finite ones (O7). */
/**
 * A used-up service's row is set back in the secondary text colour on a tinted ground, not faded with opacity: faded
 * text fell below WCAG AA contrast (4.3:1, issue 27).
 */
const USED_UP = { bgcolor: 'action.hover', '& td, & input': { color: 'text.secondary' } } as const;

export function LimitsTable({ record }: { record: CertificateCardRecord }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const refreshHistory = useRefreshHistory();
  const notify = useNotify();
  const { canAccess: canEdit } = useCanAccess({ resource: 'certificate-limits', action: 'edit', record });
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  const key = ['certificate-limits', record.id];
  const { data: limits, isPending } = useQuery({
    queryKey: key,
    queryFn: async () => {
      await delay(LIMITS_LOADING_DELAY_MS);
      return dataProvider.certificateLimits(record.id);
    },
  });

  if (isPending) return <Loading />;

  async function save(entry: LimitEntry) {
    const value = Number(drafts[entry.service_id]);
    try {
      const updated = await dataProvider.saveCertificateLimits({
        certificate_id: record.id,
        services: [{ service_id: entry.service_id, user_id: entry.user_id, used_limit: value }],
      });
      queryClient.setQueryData(key, updated);
      setDrafts(({ [entry.service_id]: _, ...rest }) => rest);
      notify('app.certificates.limits.saved', { type: 'success' });
      void refreshHistory();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
  }

  const invalid = (entry: LimitEntry, text: string) => {
    const value = Number(text);
    return text === '' || !Number.isInteger(value) || value < 0 || value > (entry.max_limit ?? 0);
  };

  return (
    <Table size="small">
      <TableHead>
        <TableRow>
          <TableCell>{translate('app.certificates.limits.service')}</TableCell>
          <TableCell align="right">{translate('app.certificates.limits.used')}</TableCell>
          <TableCell align="right">{translate('app.certificates.limits.max')}</TableCell>
          {canEdit ? <TableCell /> : null}
        </TableRow>
      </TableHead>
      <TableBody>
        {(limits ?? []).map((entry) => {
          const draft = drafts[entry.service_id];
          const editable = canEdit && !entry.infinityLimit;
          return (
            <TableRow key={entry.service_id} sx={entry.used ? USED_UP : undefined}>
              <TableCell>{entry.name}</TableCell>
              <TableCell align="right">
                {editable ? (
                  <TextField
                    size="small"
                    type="number"
                    value={draft ?? String(entry.used_limit)}
                    onChange={(event) => setDrafts((d) => ({ ...d, [entry.service_id]: event.target.value }))}
                    error={draft !== undefined && invalid(entry, draft)}
                    helperText={draft !== undefined && invalid(entry, draft) ? translate('app.certificates.limits.range', { max: entry.max_limit }) : undefined}
                    slotProps={{ htmlInput: { min: 0, max: entry.max_limit ?? 0, step: 1, 'aria-label': entry.name } }}
                    sx={{ width: 110 }}
                  />
                ) : (
                  entry.used_limit
                )}
              </TableCell>
              <TableCell align="right">{entry.infinityLimit ? translate('app.certificates.limits.unlimited') : entry.max_limit}</TableCell>
              {canEdit ? (
                <TableCell align="right">
                  {editable && draft !== undefined ? (
                    <Button size="small" disabled={invalid(entry, draft)} onClick={() => void save(entry)}>
                      {translate('ra.action.save')}
                    </Button>
                  ) : null}
                </TableCell>
              ) : null}
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
