import { useEffect, useState } from 'react';
import { IconButton, Tooltip, useMediaQuery } from '@mui/material';
import Fullscreen from '@mui/icons-material/Fullscreen';
import FullscreenExit from '@mui/icons-material/FullscreenExit';
import { useTranslate } from 'react-admin';

/** N7: the fullscreen toggle exists only above this width. */
export const FULLSCREEN_MIN_WIDTH = 1025;

/** Fullscreen API toggle; hidden on narrow screens and where the browser forbids fullscreen. */
export function FullscreenButton() {
  const translate = useTranslate();
  const wide = useMediaQuery(`(min-width:${FULLSCREEN_MIN_WIDTH}px)`);
  const [active, setActive] = useState(() => !!document.fullscreenElement);

  useEffect(() => {
    const sync = () => setActive(!!document.fullscreenElement);
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, []);

  if (!wide || !document.fullscreenEnabled) return null;
  const label = translate(active ? 'app.layout.fullscreen.exit' : 'app.layout.fullscreen.enter');
  const toggle = () => (active ? document.exitFullscreen() : document.documentElement.requestFullscreen());
  return (
    <Tooltip title={label}>
      <IconButton color="inherit" aria-label={label} onClick={() => void toggle()}>
        {active ? <FullscreenExit /> : <Fullscreen />}
      </IconButton>
    </Tooltip>
  );
}
