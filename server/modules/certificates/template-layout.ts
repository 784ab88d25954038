import type { Db } from '../../db/database';
import type { Pdf } from '../../pdf/pdf';
import { type PlaceholderValues, fillTemplate } from '../templates/fill';

export interface PrintedTemplate {
  orientation: 'PORTRAIT' | 'LANDSCAPE';
  body: string | null;
  /** The background picture as PDF takes it (JPEG or PNG). */
  picture: Buffer | null;
}

/** The template the certificate's tariff prints with (F2, M8), or null for the plain layout. */
export async function certificateTemplate(db: Db, rateId: string | null): Promise<PrintedTemplate | null> {
  if (!rateId) return null;
  // the template with its picture's bytes in one read: a certificate's print is one query more than the plain one
  const found = await db
    .selectFrom('rates')
    .innerJoin('templates', 'templates.id', 'rates.template_id')
    .leftJoin('template_pictures as picture', 'picture.id', 'templates.picture_id')
    .leftJoin('files', 'files.id', 'picture.file_id')
    .select(['templates.orientation', 'templates.body', 'picture.mime', 'files.data'])
    .where('rates.id', '=', rateId)
    .executeTakeFirst();
  if (!found) return null;
  const data = found.data ? Buffer.from(found.data) : null;
  // PDF embeds JPEG and PNG only: a WebP picture is converted once per print (sharp, as it was checked on upload)
  const picture = data && found.mime === 'image/webp' ? await (await import('sharp')).default(data).png().toBuffer() : data;
  return { orientation: found.orientation, body: found.body, picture };
}

/** C12 with a template: the picture over the whole page, the filled-in text over it. */
export function drawTemplate(doc: Pdf, template: PrintedTemplate, values: PlaceholderValues) {
  const { width, height } = doc.page;
  if (template.picture) doc.image(template.picture, 0, 0, { width, height });
  if (template.body) doc.fontSize(14).text(fillTemplate(template.body, values), 60, 60, { width: width - 120, align: 'center' });
}
