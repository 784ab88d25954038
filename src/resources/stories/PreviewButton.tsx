import Visibility from '@mui/icons-material/Visibility';
import { Button, Dialog, DialogContent, DialogTitle } from '@mui/material';
import { useState } from 'react';
import { useListContext, useTranslate } from 'react-admin';
import type { StoryDisplay } from '../../dataProvider/api/stories';
import { StoriesCarousel } from './viewer/StoriesCarousel';

/** J2: the carousel of the list's display as its viewers get it (DESIGNER: the admin's preview); no view is counted. */
export function PreviewButton() {
  const translate = useTranslate();
  const { filterValues } = useListContext();
  const [open, setOpen] = useState(false);
  const display = (filterValues.display as StoryDisplay | undefined) ?? 'SITE';
  return (
    <>
      <Button size="small" startIcon={<Visibility />} onClick={() => setOpen(true)}>{translate('resources.stories.preview.open')}</Button>
      <Dialog open={open} onClose={() => setOpen(false)} maxWidth="md" fullWidth aria-labelledby="stories-preview">
        <DialogTitle id="stories-preview">{translate(`resources.stories.preview.${display}`)}</DialogTitle>
        <DialogContent>
          <StoriesCarousel display={display} countViews={false} />
        </DialogContent>
      </Dialog>
    </>
  );
}
