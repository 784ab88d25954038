import { Box, Stack } from '@mui/material';

/** One bar per slide: those shown are full, the current one fills over its duration. */
export function SlideProgress({ total, current, durationMs }: { total: number; current: number; durationMs: number }) {
  return (
    <Stack direction="row" spacing={0.5} sx={{ width: '100%' }} aria-hidden>
      {Array.from({ length: total }, (_, index) => (
        <Box key={index} sx={{ flex: 1, height: 3, bgcolor: 'rgba(255,255,255,0.35)', borderRadius: 1, overflow: 'hidden' }}>
          <Box
            key={index === current ? `now-${current}` : index}
            sx={{
              height: '100%',
              bgcolor: 'common.white',
              width: index < current ? '100%' : 0,
              ...(index === current ? { animation: `story-progress ${durationMs}ms linear forwards` } : {}),
              '@keyframes story-progress': { from: { width: 0 }, to: { width: '100%' } },
            }}
          />
        </Box>
      ))}
    </Stack>
  );
}
