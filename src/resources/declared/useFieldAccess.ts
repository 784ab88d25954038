import { useMemo } from 'react';
import { type Field, fieldAllows } from '../../../common/resource';
import { useAccessSubject } from '../../layout/useAccessSubject';

export interface FieldAccess {
  reads: (f: Field) => boolean;
  writes: (f: Field) => boolean;
}

/** Per-field access of the declaration for the signed-in user: the same rule the server answers and writes by. */
export function useFieldAccess(): FieldAccess {
  const { subject } = useAccessSubject();
  const roles = subject?.roles;
  return useMemo(() => {
    const mine = roles ?? [];
    return {
      reads: (f: Field) => fieldAllows(f.access?.read, mine),
      writes: (f: Field) => fieldAllows(f.access?.read, mine) && fieldAllows(f.access?.write, mine),
    };
  }, [roles]);
}

/** What the user may not write is left out of the body: the server keeps it (and would refuse it when sent). */
export function writableOnly(fields: Record<string, Field>, access: FieldAccess) {
  return (data: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(data).filter(([key]) => !fields[key] || access.writes(fields[key])));
}
