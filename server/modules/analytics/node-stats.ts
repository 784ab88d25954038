import type { Db } from '../../db/database';
import type { Language } from '../../i18n/messages';
import { notFound } from '../../http/errors';
import type { RequestUser } from '../auth/tokens';
import type { Period } from './period';
import type { StatsJson } from './stats-json';
import { salesStats } from './stats-service';
import { type NodeType, grantedWithoutReads, nodeExists, nodeTarget, ownTarget } from './target';

/**
 * A node's statistics (without a node: the caller's scope). When the caller alone grants the node (ADMIN, an agent
 * itself), the node is read beside the statistics instead of before them: one round trip less in sequence, the same 404.
 */
export async function nodeStats(
  db: Db,
  user: RequestUser,
  node: { type: NodeType; id: string } | null,
  period: Period,
  language: Language,
): Promise<StatsJson> {
  if (!node) return salesStats(db, await ownTarget(db, user), period, language);
  const granted = grantedWithoutReads(user, node.type, node.id);
  if (!granted || node.type === 'subdivision') return salesStats(db, await nodeTarget(db, user, node.type, node.id), period, language);
  // an unknown node answers 404 even when the statistics beside it failed, as it did when it was read first
  const [exists, stats] = await Promise.allSettled([nodeExists(db, node.type, node.id), salesStats(db, granted, period, language)]);
  if (exists.status === 'rejected') throw exists.reason;
  if (!exists.value) throw notFound();
  if (stats.status === 'rejected') throw stats.reason;
  return stats.value;
}
