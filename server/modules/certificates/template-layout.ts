import type { Db } from '../../db/database';
import type { Pdf } from '../../pdf/pdf';
import { type PlaceholderValues, fillTemplate } from '../templates/fill';
import { pictureContent } from '../templates/pictures-store';

export interface PrintedTemplate {
  orientation: 'PORTRAIT' | 'LANDSCAPE';
  body: string | null;
  /** The background picture as PDF takes it (JPEG or PNG). */
  picture: Buffer | null;
}

/** The template the certificate's tariff prints with (F2, M8), or null for the plain layout. */
export async function certificateTemplate(db: Db, rateId: string | null): Promise<PrintedTemplate | null> {
  if (!rateId) return null;
  const template = await db
    .selectFrom('rates')
    .innerJoin('templates', 'templates.id', 'rates.template_id')
    .select(['templates.orientation', 'templates.body', 'templates.picture_id'])
    .where('rates.id', '=', rateId)
    .executeTakeFirst();
  if (!template) return null;
  let picture: Buffer | null = null;
  if (template.picture_id) {
    const { mime, data } = await pictureContent(db, template.picture_id);
    // PDF embeds JPEG and PNG only: a WebP picture is converted once per print (sharp, as it was checked on upload)
    picture = mime === 'image/webp' ? await (await import('sharp')).default(data).png().toBuffer() : data;
  }
  return { orientation: template.orientation, body: template.body, picture };
}

/** C12 with a template: the picture over the whole page, the filled-in text over it. */
export function drawTemplate(doc: Pdf, template: PrintedTemplate, values: PlaceholderValues) {
  const { width, height } = doc.page;
  if (template.picture) doc.image(template.picture, 0, 0, { width, height });
  if (template.body) doc.fontSize(14).text(fillTemplate(template.body, values), 60, 60, { width: width - 120, align: 'center' });
}
