import { type FormEvent, useState } from 'react';
import { usePendingCall } from './usePendingCall';

type FieldErrors = Record<string, string>;

/** The error contract's field errors of a failed call ({ field: text }); none when it has none. */
const fieldErrorsOf = (error: unknown): FieldErrors => (error as { body?: { errors?: FieldErrors } }).body?.errors ?? {};

/**
 * A form's submit: `pending` while `send` runs; after a failure the server's field errors (under the names
 * `field` gives them) and its message, after success no errors.
 */
export function useFormSubmit(send: () => Promise<void>, field: (name: string) => string = (name) => name) {
  const { call, pending } = usePendingCall();
  const [errors, setErrors] = useState<FieldErrors>({});
  const failed = (error: unknown) =>
    setErrors(Object.fromEntries(Object.entries(fieldErrorsOf(error)).map(([name, text]) => [field(name), text])));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await call(
      async () => {
        await send();
        setErrors({});
      },
      undefined,
      failed,
    );
  };
  return { submit, errors, pending };
}
