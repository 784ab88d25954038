import { Box, ButtonBase, Skeleton, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { type StoryDisplay, type StoryFull, storyPictureUrl } from '../../../dataProvider/api/stories';
import { StorySlideshow } from './StorySlideshow';
import { useStoryFeed, useViewStory } from './useStoryFeed';
import { ViewBadge } from './ViewBadge';
import { TRANSITION_MS } from './constants';

const TILE = 112;
const coverOf = (story: StoryFull) => story.image ?? story.slides?.[0]?.image;

function StoryTile({ story, onOpen }: { story: StoryFull; onOpen: () => void }) {
  const translate = useTranslate();
  const cover = coverOf(story);
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'center', width: TILE, flex: 'none' }}>
      <ViewBadge views={story.views}>
        <ButtonBase
          onClick={onOpen}
          aria-label={translate('resources.stories.viewer.open', { title: story.title })}
          data-viewed={story.viewed}
          sx={{
            width: TILE, height: TILE, borderRadius: '50%', overflow: 'hidden', p: '3px',
            border: 3, borderColor: story.viewed ? 'grey.400' : 'primary.main', transition: `border-color ${TRANSITION_MS}ms`,
            '&.Mui-focusVisible': { outline: 3, outlineColor: 'primary.dark' },
          }}
        >
          {cover ? (
            <img src={storyPictureUrl(cover, 160)} alt="" style={{ width: '100%', height: '100%', objectFit: 'cover', borderRadius: '50%' }} />
          ) : (
            <Box sx={{ width: '100%', height: '100%', borderRadius: '50%', bgcolor: 'grey.200' }} />
          )}
        </ButtonBase>
      </ViewBadge>
      <Typography variant="caption" sx={{ textAlign: 'center', overflowWrap: 'anywhere' }}>{story.title}</Typography>
      {story.viewed && <Typography variant="caption" color="text.secondary">{translate('resources.stories.viewer.viewed')}</Typography>}
    </Stack>
  );
}

/**
 * J1: the stories of a display as a row of tiles; a tile opens the full-screen slideshow at that story. Reusable:
 * the client's home shows it, the consultation list's story panel can (decision J1/where).
 */
export function StoriesCarousel({ display = 'SITE', countViews = true }: { display?: StoryDisplay; countViews?: boolean }) {
  const translate = useTranslate();
  const { data, isPending } = useStoryFeed(display);
  const count = useViewStory(display);
  // the admin's preview shows the stories without counting its own views
  const view = countViews ? count : () => undefined;
  const [open, setOpen] = useState<number | null>(null);
  const stories = data ?? [];
  return (
    <Box component="section" aria-label={translate('resources.stories.viewer.title')} sx={{ mb: 2 }}>
      {isPending ? (
        <Stack direction="row" spacing={2}>{[0, 1, 2].map((key) => <Skeleton key={key} variant="circular" width={TILE} height={TILE} />)}</Stack>
      ) : stories.length ? (
        <Stack direction="row" spacing={2} sx={{ overflowX: 'auto', py: 1, px: 0.5 }}>
          {stories.map((story, index) => <StoryTile key={story.id} story={story} onOpen={() => setOpen(index)} />)}
        </Stack>
      ) : (
        <Typography color="text.secondary">{translate('resources.stories.viewer.empty')}</Typography>
      )}
      {open !== null && stories[open] && (
        <StorySlideshow stories={stories} index={open} onIndex={setOpen} onClose={() => setOpen(null)} onShown={view} />
      )}
    </Box>
  );
}
