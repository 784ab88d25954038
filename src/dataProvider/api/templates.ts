import type { Infer } from '../../../common/resource';
import type { templatePictures } from '../../../common/resources/templatePictures';
import type { HttpClient } from '../http';

/** A template picture as its list and the upload answer it. */
export type TemplatePictureRecord = Infer<typeof templatePictures>;

/** M8 beside the generated CRUD: a picture's upload (a JPEG, PNG or WebP file and an optional name). */
export const templateApi = (http: HttpClient) => ({
  uploadTemplatePicture: (form: FormData) => http.json<TemplatePictureRecord>('POST', '/template/picture/upload', { body: form }),
});
