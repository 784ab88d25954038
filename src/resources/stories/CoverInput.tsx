import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PictureFieldInput } from '../../components/PictureFieldInput';
import { storyPictureUrl } from '../../dataProvider/api/stories';
import { StoryPictureUpload } from './StoryPictureUpload';

/** The carousel's cover (O15's banner: a JPG within 600 × 300); without one the first slide stands for it. */
export function CoverInput() {
  const translate = useTranslate();
  return (
    <PictureFieldInput
      source="image"
      labelKey="resources.stories.fields.image"
      removeKey="resources.stories.cover.remove"
      preview={(id) => <Box component="img" src={storyPictureUrl(id, 160)} alt={translate('resources.stories.fields.image')} sx={{ width: 160, borderRadius: 1 }} />}
      picker={(choose) => <StoryPictureUpload kind="cover" onUploaded={(picture) => choose(picture.id)} />}
    />
  );
}
