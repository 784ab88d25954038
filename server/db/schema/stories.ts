import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, PictureColumns, Timestamp } from './columns';

type Json<T> = ColumnType<T, T | string | undefined, T | string>;

/** J2: a story's picture (a slide's or the cover), one row per content; its bytes are a `files` row (migration 0550). */
export type StoryPicturesTable = PictureColumns<'image/jpeg' | 'image/png' | 'image/gif'>;

/** J2: a story, its slides and landing contents kept as JSON documents of the row (migration 0550). */
export interface StoriesTable {
  id: Generated<string>;
  title: string;
  image: string | null;
  position: Generated<number>;
  is_visible: Generated<boolean>;
  display: Generated<'SITE' | 'DESIGNER'>;
  views: Generated<number>;
  slides: Json<unknown[]>;
  contents: Json<Record<string, unknown>>;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

/** J1: one row per user who viewed a story: the story's `views` grows once per user (migration 0550). */
export interface StoryViewsTable {
  story_id: string;
  user_id: string;
  created_at: CreatedAt;
}

/** M10: a concierge offer shown to clients; `image` is its checked 64 × 64 picture as a data URL (migration 0550). */
export interface OffersTable {
  id: Generated<string>;
  title: string;
  description: string | null;
  link: string | null;
  image: string | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}
