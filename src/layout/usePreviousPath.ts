import { useState } from 'react';
import { useLocation } from 'react-router-dom';

/** The address (path and query) shown before the current one in this cabinet, or null on the first page. */
export function usePreviousPath(): string | null {
  const { pathname, search } = useLocation();
  const current = `${pathname}${search}`;
  const [trail, setTrail] = useState<{ current: string; previous: string | null }>({ current, previous: null });
  // Adjusting state while rendering (not in an effect) keeps the link right on the very render of the new page.
  if (trail.current !== current) setTrail({ current, previous: trail.current });
  return trail.current === current ? trail.previous : trail.current;
}
