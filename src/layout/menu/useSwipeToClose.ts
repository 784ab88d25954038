import { useRef, type TouchEvent } from 'react';
import { useMediaQuery, type Theme } from '@mui/material';
import { useSidebarState } from 'react-admin';

/** B11: a leftward swipe of more than this closes the menu on narrow screens. */
export const SWIPE_CLOSE_DISTANCE = 100;

export function useSwipeToClose() {
  const [open, setOpen] = useSidebarState();
  const isNarrow = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const startX = useRef<number | null>(null);

  const onTouchStart = (event: TouchEvent) => {
    startX.current = event.touches[0]?.clientX ?? null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const endX = event.changedTouches[0]?.clientX;
    if (startX.current !== null && endX !== undefined && startX.current - endX > SWIPE_CLOSE_DISTANCE) {
      if (open && isNarrow) setOpen(false);
    }
    startX.current = null;
  };
  return { onTouchStart, onTouchEnd };
}
