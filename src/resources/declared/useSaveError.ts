import { useCallback } from 'react';
import { HttpError, useNotify } from 'react-admin';

function hasFieldErrors(error: unknown): boolean {
  const errors = error instanceof HttpError ? (error.body as { errors?: object } | undefined)?.errors : undefined;
  return !!errors && Object.keys(errors).length > 0;
}

/**
 * P4: a failed save shows the resource's server-failure text, unless the server named the wrong fields:
 * react-admin then puts its messages under those fields (pessimistic saves only).
 */
export function useSaveError(resource: string) {
  const notify = useNotify();
  return useCallback(
    (error: unknown) => {
      if (!hasFieldErrors(error)) notify(`resources.${resource}.notifications.saveFailed`, { type: 'error' });
    },
    [notify, resource],
  );
}
