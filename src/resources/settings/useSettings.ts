import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import type { SettingsChange, SettingsRecord } from '../../dataProvider/api/settings';

const KEY = ['settings'];

/**
 * M9: the settings record and its save. A refused or failed save puts the previous values back into the form
 * (the spec's 'the previous value is restored'): `formKey` changes, so the form mounts again over the stored record,
 * and the notice says why nothing was saved.
 */
export function useSettings() {
  const api = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { data, isPending, error } = useQuery({ queryKey: KEY, queryFn: () => api.settings() });
  const [attempt, setAttempt] = useState(0);
  const [saving, setSaving] = useState(false);

  async function save(change: SettingsChange) {
    setSaving(true);
    try {
      queryClient.setQueryData(KEY, await api.saveSettings(change));
      notify('app.settings.saved', { type: 'success' });
    } catch (failure) {
      notify('app.settings.restored', { type: 'error', messageArgs: { reason: (failure as Error).message } });
    } finally {
      setAttempt((n) => n + 1);
      setSaving(false);
    }
  }

  return { record: data as SettingsRecord | undefined, isPending, error, save, saving, formKey: `${data?.updated_at ?? 'new'}-${attempt}` };
}
