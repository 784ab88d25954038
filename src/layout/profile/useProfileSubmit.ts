import { useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';

const statusOf = (error: unknown): number | undefined => (error as { status?: number } | null)?.status;

export interface ProfileCall {
  method: 'PUT' | 'POST';
  path: string;
  successKey: string;
  /** Texts for failures: a function of the status; undefined means the provider's own message (P2). */
  failureKey: (status: number | undefined) => string | undefined;
}

/** Sends one of the profile modal's forms through the data provider and reports the outcome (A14, A15). */
export function useProfileSubmit({ method, path, successKey, failureKey }: ProfileCall) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const [saving, setSaving] = useState(false);

  async function submit(body: Record<string, unknown>): Promise<boolean> {
    setSaving(true);
    try {
      await dataProvider.call(method, path, { body });
      notify(successKey, { type: 'success' });
      return true;
    } catch (error) {
      notify(failureKey(statusOf(error)) ?? (error as Error).message, { type: 'error' });
      return false;
    } finally {
      setSaving(false);
    }
  }
  return { submit, saving };
}
