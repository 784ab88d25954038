import type { Generated } from 'kysely';
import type { CreatedAt, PictureColumns, Timestamp } from './columns';

/** M8: the dictionary of categories (templates, consultations) (migration 0530). */
export interface CategoriesTable {
  id: Generated<string>;
  name: string;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

/** M8: an uploaded picture, one row per content (sha256); its bytes are a `files` row (migration 0530). */
export interface TemplatePicturesTable extends PictureColumns<'image/jpeg' | 'image/png' | 'image/webp'> {
  name: string;
  updated_at: Timestamp;
}

/** M8: a certificate's printable template (migration 0530). */
export interface TemplatesTable {
  id: Generated<string>;
  name: string;
  category_id: string | null;
  picture_id: string | null;
  orientation: Generated<'PORTRAIT' | 'LANDSCAPE'>;
  body: string | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}
