import { Button, Collapse, Stack } from '@mui/material';
import { Suspense, useState } from 'react';
import { useTranslate } from 'react-admin';
import { StoriesCarousel } from '../stories/viewer';

/** J1 on the consultations list (decision J1/where): the stories behind a button, so the threads stay first on a phone. */
export function StoriesPanel() {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <Stack spacing={1}>
      <Button sx={{ alignSelf: 'flex-start' }} onClick={() => setOpen((shown) => !shown)} aria-expanded={open}>
        {translate(open ? 'resources.stories.viewer.panelHide' : 'resources.stories.viewer.panelShow')}
      </Button>
      <Collapse in={open} unmountOnExit>
        <Suspense fallback={null}>
          <StoriesCarousel />
        </Suspense>
      </Collapse>
    </Stack>
  );
}
