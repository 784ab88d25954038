import { Box, Button, Collapse, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { StoryFull } from '../../../dataProvider/api/stories';
import { TRANSITION_MS } from './constants';

/** J1's expandable landing block under the slides; its HTML is the server's sanitized copy (sanitize-html on every write). */
export function StoryLanding({ contents }: { contents: StoryFull['contents'] }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  if (!contents || !Object.keys(contents).length) return null;
  return (
    <Box sx={{ width: '100%', maxWidth: 720, color: 'common.white' }}>
      <Button color="inherit" onClick={() => setOpen(!open)} aria-expanded={open}>
        {translate(open ? 'resources.stories.viewer.less' : 'resources.stories.viewer.more')}
      </Button>
      <Collapse in={open} timeout={TRANSITION_MS}>
        <Stack spacing={1} sx={{ p: 2, bgcolor: 'background.paper', color: 'text.primary', borderRadius: 1 }}>
          {contents.title && <Typography variant="h6">{contents.title}</Typography>}
          {contents.subtitle && <Typography color="text.secondary">{contents.subtitle}</Typography>}
          {contents.content && <Box className="story-content" sx={{ overflowWrap: 'anywhere', '& img': { maxWidth: '100%' } }} dangerouslySetInnerHTML={{ __html: contents.content }} />}
          {contents.button_url && (
            <Button variant="contained" href={contents.button_url} target="_blank" rel="noopener noreferrer" sx={{ alignSelf: 'start' }}>
              {contents.button_name ?? contents.button_url}
            </Button>
          )}
        </Stack>
      </Collapse>
    </Box>
  );
}
