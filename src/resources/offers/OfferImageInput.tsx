import { Avatar } from '@mui/material';
import { useTranslate } from 'react-admin';
import { OFFER_IMAGE } from '../../../common/resources/offers';
import { FileDropzone } from '../../components/FileDropzone';
import { PictureFieldInput } from '../../components/PictureFieldInput';

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
  return (
    <PictureFieldInput
      source="image"
      labelKey="resources.offers.fields.image"
      removeKey="resources.offers.image.remove"
      preview={(url) => <Avatar src={url} alt={translate('resources.offers.fields.image')} variant="rounded" sx={{ width: 64, height: 64 }} />}
      picker={(choose) => <FileDropzone files={FILES} disabled={false} onFile={(file) => void asDataUrl(file).then(choose)} />}
    />
  );
}
