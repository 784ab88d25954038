/**
 * O14: a concierge offer's icon arrives as a data URL in the body ({title, description, link, image}); it is taken
 * only as a JPG or PNG by its bytes, at most 10 KB and 64 × 64 pixels, decoded by sharp and stored written again.
 */
import { OFFER_IMAGE } from '../../../common/resources/offers';
import { ApiError, badRequest } from '../../http/errors';
import { type PictureBounds, readPicture } from '../../uploads/pictures';

const BOUNDS: PictureBounds<'image/jpeg' | 'image/png'> = {
  // the pixel limit stops a lying header while decoding; a picture past 64 px a side is refused by its header's size
  minSide: 1, maxSide: OFFER_IMAGE.maxSide, maxPixels: 1_000_000,
  formats: OFFER_IMAGE.formats, wrongFormat: 'offers.wrongFormat',
};
const DATA_URL = /^data:image\/[a-z+.-]+;base64,([A-Za-z0-9+/]+={0,2})$/;

/** The stored data URL of a sent one; null for none. Refused under `image` when it is not a small JPG or PNG. */
export async function offerImage(value: unknown): Promise<string | null> {
  if (value === null || value === undefined || value === '') return null;
  const match = typeof value === 'string' ? DATA_URL.exec(value) : null;
  if (!match) throw badRequest({ image: 'offers.wrongFormat' }, 'offers.wrongFormat');
  const data = Buffer.from(match[1]!, 'base64');
  if (data.length > OFFER_IMAGE.maxBytes) throw badRequest({ image: 'offers.imageTooLarge' }, 'offers.imageTooLarge');
  try {
    const picture = await readPicture(data, BOUNDS);
    // written again without metadata it may grow a little; it stays the checked picture
    return `data:${picture.mime};base64,${picture.data.toString('base64')}`;
  } catch (error) {
    // the picture's errors name `file`; in this body the field is `image`
    if (error instanceof ApiError && error.fieldErrors?.file) {
      throw new ApiError(error.statusCode, error.messageKey, error.code, { image: error.fieldErrors.file }, error.params);
    }
    throw error;
  }
}
