import { Stack, Typography } from '@mui/material';
import { TextInput, useTranslate } from 'react-admin';

/** J2's landing block: a title, a subtitle, a button and its text, and the HTML the server sanitizes. */
export function ContentsInput() {
  const translate = useTranslate();
  return (
    <Stack sx={{ width: '100%', my: 2 }} component="fieldset">
      <Typography variant="subtitle1" component="legend">{translate('resources.stories.fields.contents.label')}</Typography>
      <TextInput source="contents.title" label="resources.stories.fields.contents.title" />
      <TextInput source="contents.subtitle" label="resources.stories.fields.contents.subtitle" />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextInput source="contents.button_name" label="resources.stories.fields.contents.button_name" />
        <TextInput source="contents.button_url" label="resources.stories.fields.contents.button_url" />
      </Stack>
      <TextInput source="contents.content" label="resources.stories.fields.contents.content" multiline minRows={4} helperText="resources.stories.helpers.content" />
    </Stack>
  );
}
