import Close from '@mui/icons-material/Close';
import NavigateBefore from '@mui/icons-material/NavigateBefore';
import NavigateNext from '@mui/icons-material/NavigateNext';
import { Box, Dialog, Fade, IconButton, Stack, Typography } from '@mui/material';
import { type KeyboardEvent, type TouchEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { type StoryFull, storyPictureUrl } from '../../../dataProvider/api/stories';
import { DEFAULT_SLIDE_MS, STORY_HEIGHT, SWIPE_PX, TRANSITION_MS } from './constants';
import { SlideProgress } from './SlideProgress';
import { StoryLanding } from './StoryLanding';

interface Props {
  stories: StoryFull[];
  index: number;
  onIndex: (index: number) => void;
  onClose: () => void;
  onShown: (story: StoryFull) => void;
}

/** The cover when a story has no slides yet: one slide of the default length. */
const slidesOf = (story: StoryFull) =>
  story.slides?.length ? story.slides : story.image ? [{ image: story.image, duration: DEFAULT_SLIDE_MS / 1000, position: 0 }] : [];

/**
 * J1's full-screen slideshow: each slide for its duration, then the next story, the last wrapping to the first;
 * the arrows (buttons, ← →, a swipe on a phone) move between stories, Esc closes. Each story shown counts as viewed.
 */
export function StorySlideshow({ stories, index, onIndex, onClose, onShown }: Props) {
  const translate = useTranslate();
  const story = stories[index]!;
  const slides = slidesOf(story);
  const [slide, setSlide] = useState(0);
  const touch = useRef<number | null>(null);
  const titleId = useId();
  const move = (step: 1 | -1) => {
    setSlide(0);
    onIndex((index + step + stories.length) % stories.length);
  };
  const durationMs = (slides[slide]?.duration ?? 0) * 1000 || DEFAULT_SLIDE_MS;

  useEffect(() => onShown(story), [story.id]); // eslint-disable-line react-hooks/exhaustive-deps -- once per story shown
  useEffect(() => {
    const timer = setTimeout(() => (slide + 1 < slides.length ? setSlide(slide + 1) : move(1)), durationMs);
    return () => clearTimeout(timer);
  }); // a new timer for every slide shown

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') move(1);
    else if (event.key === 'ArrowLeft') move(-1);
    else return;
    event.preventDefault();
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touch.current;
    const end = event.changedTouches[0]?.clientX;
    touch.current = null;
    if (start === null || end === undefined || Math.abs(end - start) < SWIPE_PX) return;
    move(end < start ? 1 : -1);
  };
  const current = slides[slide];
  return (
    <Dialog
      fullScreen
      open
      onClose={onClose}
      onKeyDown={onKeyDown}
      transitionDuration={TRANSITION_MS}
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { bgcolor: 'grey.900', color: 'common.white' } } }}
    >
      <Stack
        spacing={2}
        sx={{ alignItems: 'center', justifyContent: 'center', minHeight: '100%', p: 2 }}
        onTouchStart={(event) => (touch.current = event.touches[0]?.clientX ?? null)}
        onTouchEnd={onTouchEnd}
      >
        <Stack direction="row" sx={{ width: '100%', maxWidth: 960, alignItems: 'center' }} spacing={1}>
          <Typography id={titleId} variant="h6" component="h2" sx={{ flex: 1 }}>{story.title}</Typography>
          <IconButton color="inherit" onClick={onClose} aria-label={translate('resources.stories.viewer.close')}><Close /></IconButton>
        </Stack>
        <Box sx={{ width: '100%', maxWidth: 960 }}>
          {slides.length > 0 && <SlideProgress total={slides.length} current={slide} durationMs={durationMs} />}
        </Box>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', width: '100%', maxWidth: 960 }}>
          <IconButton color="inherit" onClick={() => move(-1)} aria-label={translate('resources.stories.viewer.previous')}><NavigateBefore /></IconButton>
          <Box sx={{ flex: 1, height: STORY_HEIGHT, display: 'flex', alignItems: 'center', justifyContent: 'center', overflow: 'hidden' }}>
            {current && (
              <Fade in key={`${story.id}-${slide}`} timeout={TRANSITION_MS}>
                <img src={storyPictureUrl(current.image, 960)} alt={story.title} style={{ maxHeight: STORY_HEIGHT, maxWidth: '100%', objectFit: 'contain' }} />
              </Fade>
            )}
          </Box>
          <IconButton color="inherit" onClick={() => move(1)} aria-label={translate('resources.stories.viewer.next')}><NavigateNext /></IconButton>
        </Stack>
        {slides.length > 0 && (
          <Typography variant="caption" aria-live="polite">
            {translate('resources.stories.viewer.slide', { index: slide + 1, total: slides.length })}
          </Typography>
        )}
        <StoryLanding key={story.id} contents={story.contents} />
      </Stack>
    </Dialog>
  );
}
