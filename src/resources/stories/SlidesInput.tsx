import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import Delete from '@mui/icons-material/Delete';
import { Box, IconButton, Paper, Stack, Typography } from '@mui/material';
import { NumberInput, maxValue, minValue, required, useTranslate } from 'react-admin';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { storyPictureUrl } from '../../dataProvider/api/stories';
import { DEFAULT_SLIDE_SECONDS, MAX_SLIDES } from '../../../common/resources/stories';
import { StoryPictureUpload } from './StoryPictureUpload';

const durationRules = [required(), minValue(1), maxValue(60)];

/** J2's slides: each a picture with its seconds on screen; their order is their position (renumbered on every move). */
export function SlidesInput() {
  const translate = useTranslate();
  const { getValues, setValue } = useFormContext();
  const { fields, append, remove, swap } = useFieldArray({ name: 'slides' });
  const renumber = () => (getValues('slides') as unknown[]).forEach((_, index) => setValue(`slides.${index}.position`, index + 1, { shouldDirty: true }));
  const moved = (change: () => void) => () => {
    change();
    renumber();
  };
  return (
    <Stack spacing={1} sx={{ width: '100%', my: 2 }} component="fieldset" aria-label={translate('resources.stories.fields.slides')}>
      <Typography variant="subtitle1" component="legend">{translate('resources.stories.fields.slides')}</Typography>
      {fields.length === 0 && <Typography color="text.secondary">{translate('resources.stories.slides.none')}</Typography>}
      {fields.map((field, index) => {
        const image = getValues(`slides.${index}.image`) as string;
        return (
          <Paper key={field.id} variant="outlined" sx={{ p: 1 }}>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography sx={{ minWidth: 24 }}>{index + 1}</Typography>
              <Box component="img" src={storyPictureUrl(image, 160)} alt={translate('resources.stories.viewer.slide', { index: index + 1, total: fields.length })} sx={{ width: 160, height: 90, objectFit: 'cover', borderRadius: 1 }} />
              <NumberInput source={`slides.${index}.duration`} label="resources.stories.slide.duration" min={1} max={60} step={1} validate={durationRules} sx={{ width: 180 }} helperText={false} />
              <IconButton aria-label={translate('resources.stories.slides.up')} disabled={index === 0} onClick={moved(() => swap(index, index - 1))}><ArrowUpward /></IconButton>
              <IconButton aria-label={translate('resources.stories.slides.down')} disabled={index === fields.length - 1} onClick={moved(() => swap(index, index + 1))}><ArrowDownward /></IconButton>
              <IconButton aria-label={translate('resources.stories.slides.remove')} onClick={moved(() => remove(index))}><Delete /></IconButton>
            </Stack>
          </Paper>
        );
      })}
      {fields.length < MAX_SLIDES && (
        <StoryPictureUpload kind="slide" onUploaded={(picture) => append({ image: picture.id, duration: DEFAULT_SLIDE_SECONDS, position: fields.length + 1 })} />
      )}
    </Stack>
  );
}
