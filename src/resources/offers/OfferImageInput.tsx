import { Avatar, Button, Stack, Typography } from '@mui/material';
import { useInput, useTranslate } from 'react-admin';
import { OFFER_IMAGE } from '../../../common/resources/offers';
import { FileDropzone } from '../../components/FileDropzone';

const FILES = {
  accept: { 'image/jpeg': ['.jpg', '.jpeg'], 'image/png': ['.png'] },
  maxSize: OFFER_IMAGE.maxBytes,
  labelKey: 'resources.offers.image.upload',
  hintKey: 'resources.offers.helpers.image',
  tooLargeKey: 'resources.offers.image.tooLarge',
};

const asDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read'));
    reader.readAsDataURL(file);
  });

/** O14: the offer's icon goes in the body as a data URL; the server checks its bytes and size in pixels (its error shows here). */
export function OfferImageInput() {
  const translate = useTranslate();
  const { field, fieldState } = useInput({ source: 'image' });
  const value = field.value as string | null | undefined;
  return (
    <Stack spacing={1} sx={{ width: '100%', my: 1 }}>
      <Typography variant="subtitle1">{translate('resources.offers.fields.image')}</Typography>
      {value ? (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Avatar src={value} alt={translate('resources.offers.fields.image')} variant="rounded" sx={{ width: 64, height: 64 }} />
          <Button onClick={() => field.onChange(null)}>{translate('resources.offers.image.remove')}</Button>
        </Stack>
      ) : (
        <FileDropzone files={FILES} disabled={false} onFile={(file) => void asDataUrl(file).then(field.onChange)} />
      )}
      {fieldState.error?.message && <Typography color="error" role="alert">{translate(fieldState.error.message)}</Typography>}
    </Stack>
  );
}
