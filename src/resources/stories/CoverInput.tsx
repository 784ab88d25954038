import { Box, Button, Stack, Typography } from '@mui/material';
import { useInput, useTranslate } from 'react-admin';
import { storyPictureUrl } from '../../dataProvider/api/stories';
import { StoryPictureUpload } from './StoryPictureUpload';

/** The carousel's cover (O15's banner: a JPG within 600 × 300); without one the first slide stands for it. */
export function CoverInput() {
  const translate = useTranslate();
  const { field } = useInput({ source: 'image' });
  const value = field.value as string | null | undefined;
  return (
    <Stack spacing={1} sx={{ width: '100%', my: 1 }}>
      <Typography variant="subtitle1">{translate('resources.stories.fields.image')}</Typography>
      {value ? (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Box component="img" src={storyPictureUrl(value, 160)} alt={translate('resources.stories.fields.image')} sx={{ width: 160, borderRadius: 1 }} />
          <Button onClick={() => field.onChange(null)}>{translate('resources.stories.cover.remove')}</Button>
        </Stack>
      ) : (
        <StoryPictureUpload kind="cover" onUploaded={(picture) => field.onChange(picture.id)} />
      )}
    </Stack>
  );
}
