/** The .json file of a completed generation job (M6): the job's terms once, then its codes in the order made. */
import type { Db } from '../../db/database';
import { conflict, notFound } from '../../http/errors';

export async function generatedFile(db: Db, jobId: string) {
  const job = await db
    .selectFrom('promo_files')
    .innerJoin('rates', 'rates.id', 'promo_files.rate_id')
    .select(['promo_files.id', 'kind', 'count', 'type', 'promo_files.amount', 'all_use', 'expires_at', 'status', 'promo_files.created_at', 'rates.id as rate_id', 'rates.name as rate_name'])
    .where('promo_files.id', '=', jobId)
    .executeTakeFirst();
  if (!job) throw notFound();
  if (job.status !== 'COMPLETED') throw conflict(undefined, 'promoFiles.notReady');
  const codes = await db.selectFrom('promo_codes').select('code').where('promo_file_id', '=', jobId).orderBy('promo_file_seq').execute();
  const body = {
    id: job.id,
    kind: job.kind,
    tariff: { id: job.rate_id, name: job.rate_name },
    count: job.count,
    type: job.type ?? 'PERCENT',
    amount: Number(job.amount),
    all_use: job.all_use,
    expires_at: job.expires_at?.toISOString() ?? null,
    created_at: job.created_at.toISOString(),
    codes: codes.map((row) => row.code),
  };
  const day = body.created_at.slice(0, 10);
  const fileName = `${job.kind === 'CERTIFICATES' ? 'certificates' : 'promo-codes'}-${day}-${job.id.slice(0, 8)}.json`;
  return { fileName, body };
}
