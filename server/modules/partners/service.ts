/** What the declared partners resource adds to its generated queries (G2, G11). */
import type { Db } from '../../db/database';
import { badRequest, conflict, notFound } from '../../http/errors';
import type { HookContext } from '../../resources/hooks';
import { wouldCycle } from './tree';

type Row = Record<string, unknown>;

/** The parent must exist; G11: there is one click programme partner, so marking this one unmarks the other (same transaction). */
export async function checkedColumns(columns: Row, { db }: HookContext): Promise<Row> {
  const parentId = columns.parent_id as string | null;
  if (parentId) {
    const parent = await db.selectFrom('partners').select('id').where('id', '=', parentId).executeTakeFirst();
    if (!parent) throw badRequest({ parent_id: 'partners.parentNotFound' });
  }
  if (columns.click_program === true) await db.updateTable('partners').set({ click_program: false }).where('click_program', '=', true).execute();
  return columns;
}

/** A partner cannot become a child of itself or of one of its descendants. */
export async function withoutCycle(columns: Row, { db, previous }: HookContext): Promise<Row> {
  const parentId = columns.parent_id as string | null;
  if (previous && parentId && (await wouldCycle(db, 'partners', previous.id as string, parentId))) {
    throw badRequest({ parent_id: 'partners.parentCycle' });
  }
  return columns;
}

/** Agents and certificates only lose the partner link on delete (set null), so the delete is refused while they exist. */
export async function refuseWhileUsed({ db, previous }: HookContext): Promise<void> {
  const id = previous!.id as string;
  const [agent, certificate] = await Promise.all([
    db.selectFrom('agents').select('id').where('partner_id', '=', id).limit(1).executeTakeFirst(),
    db.selectFrom('certificates').select('id').where('partner_id', '=', id).limit(1).executeTakeFirst(),
  ]);
  if (agent || certificate) throw conflict(undefined, 'partners.inUse');
}

/** The snippet a partner's site embeds to sell through the widget, attributed to the partner: a button, or a card grid. */
export async function widgetTemplate(db: Db, id: string, origin: string, view: 'button' | 'cards' = 'button'): Promise<string> {
  const partner = await db.selectFrom('partners').select('id').where('id', '=', id).executeTakeFirst();
  if (!partner) throw notFound();
  return `<div class="certificates-widget" data-partner="${partner.id}" data-view="${view}"></div>\n<script async src="${origin}/gw/widget/widget.js"></script>`;
}
