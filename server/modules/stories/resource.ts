/**
 * The server side of the declared stories (common/resources/stories.ts): slides must name stored pictures and are kept
 * in their order, the landing block is sanitized on every write; the pictures, feed and views are custom routes.
 */
import { stories } from '../../../common/resources/stories';
import { badRequest } from '../../http/errors';
import type { Db } from '../../db/database';
import { serverResource } from '../../resources/hooks';
import { storedContents } from './contents';
import { unknownPictures } from './pictures';
import storyRoutes from './routes';

type Slide = { image: string; duration: number; position: number };

async function checkedPictures(db: Db, columns: Record<string, unknown>) {
  const slides = ((columns.slides as Slide[] | null) ?? []).toSorted((a, b) => a.position - b.position);
  const ids = [...new Set([...slides.map((slide) => slide.image), ...(typeof columns.image === 'string' ? [columns.image] : [])])];
  const unknown = new Set(await unknownPictures(db, ids));
  if (unknown.size) {
    const field = typeof columns.image === 'string' && unknown.has(columns.image) ? 'image' : 'slides';
    throw badRequest({ [field]: 'stories.pictureUnknown' }, 'stories.pictureUnknown');
  }
  // jsonb documents: written as JSON text (an array parameter would be read as a PostgreSQL array)
  return { ...columns, slides: JSON.stringify(slides), contents: JSON.stringify(storedContents(columns.contents)) };
}

export default serverResource(stories, {
  custom: storyRoutes,
  hooks: { beforeWrite: (columns, { db }) => checkedPictures(db, columns) },
  summaries: {
    list: 'Stories (J2) by position: filter by display (SITE or DESIGNER) and is_visible, search q in the title; views for the admin',
    create: 'Create a story with its slides (pictures of POST /slides) and landing block; the HTML is sanitized',
    update: 'Replace a story, its slides and landing block; the HTML is sanitized',
    delete: 'Delete a story (its views go with it; its pictures stay for other stories)',
  },
});
