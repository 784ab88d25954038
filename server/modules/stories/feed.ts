/** What the viewer reads (J1, J3): the stories of a display in the carousel's order, and the caller's views of them. */
import type { FastifyRequest } from 'fastify';
import { stories } from '../../../common/resources/stories';
import type { Db } from '../../db/database';
import { forbidden, notFound } from '../../http/errors';
import { recordsOf } from '../../resources/records';

type Display = 'SITE' | 'DESIGNER';
const isAdmin = (request: FastifyRequest) => !!request.user?.roles.includes('ADMIN');

/** Decision J3/stories: DESIGNER is the admin's preview; every signed-in role reads the SITE stories that are shown. */
export function assertDisplay(request: FastifyRequest, display: Display) {
  if (display === 'DESIGNER' && !isAdmin(request)) throw forbidden('stories.designerAdminOnly');
}

/** The shown stories of a display, by position, each with whether the caller viewed it (its views for the admin). */
export async function storyFeed(db: Db, request: FastifyRequest, display: Display) {
  assertDisplay(request, display);
  const rows = await db
    .selectFrom('stories')
    .selectAll()
    .where('display', '=', display)
    .where('is_visible', '=', true)
    .orderBy('position')
    .orderBy('created_at')
    .orderBy('id')
    .limit(200)
    .execute();
  const viewed = new Set(
    rows.length && request.user
      ? (await db.selectFrom('story_views').select('story_id').where('user_id', '=', request.user.id).where('story_id', 'in', rows.map((row) => row.id)).execute()).map((row) => row.story_id)
      : [],
  );
  const records = await recordsOf(db, { declaration: stories }, rows as unknown as Record<string, unknown>[], request, true);
  return records.map((record) => ({ ...record, viewed: viewed.has(String(record.id)) }));
}

/** A story the caller may view: any for the admin, else a shown SITE story (404 otherwise, as for one that is not). */
export async function viewableStory(db: Db, request: FastifyRequest, id: string) {
  const row = await db.selectFrom('stories').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row || (!isAdmin(request) && (!row.is_visible || row.display !== 'SITE'))) throw notFound();
  return row;
}

/** J1: the caller's first view of a story counts, once per user whatever the retries; later ones change nothing. */
export async function countView(db: Db, storyId: string, userId: string): Promise<boolean> {
  return db.transaction().execute(async (tx) => {
    const first = await tx
      .insertInto('story_views')
      .values({ story_id: storyId, user_id: userId })
      .onConflict((conflict) => conflict.columns(['story_id', 'user_id']).doNothing())
      .returning('story_id')
      .executeTakeFirst();
    if (first) await tx.updateTable('stories').set((eb) => ({ views: eb('views', '+', 1) })).where('id', '=', storyId).execute();
    return !!first;
  });
}

/** POST /stories/full: these stories take positions 0, 1, 2… in that order; the display's others follow them. */
export async function reorder(db: Db, display: Display, ids: string[]) {
  await db.transaction().execute(async (tx) => {
    const rest = await tx.selectFrom('stories').select('id').where('display', '=', display).where('id', 'not in', ids).orderBy('position').orderBy('created_at').execute();
    const order = [...ids, ...rest.map((row) => row.id)];
    for (const [position, id] of order.entries()) {
      await tx.updateTable('stories').set({ position }).where('id', '=', id).where('display', '=', display).execute();
    }
  });
}
