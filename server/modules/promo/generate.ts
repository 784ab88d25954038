/** Bulk promo codes for one tariff (H3). */
import { randomInt } from 'node:crypto';
import type { Db } from '../../db/database';
import { notFound } from '../../http/errors';
import type { GenerateInput, PromoLookup } from './schemas';
import { checkAmount, toLookup } from './service';

/** No 0/O or 1/I, so codes read out loud or retyped stay unambiguous. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const RANDOM_LENGTH = 8;
/** 32^8 ≈ 10^12 codes: conflicts are rare, so a few rounds always fill the batch. */
const MAX_ROUNDS = 10;

/** `length` characters of the unambiguous alphabet after the prefix (certificates take longer ones, M6). */
export const randomCode = (prefix: string, length = RANDOM_LENGTH) => prefix + Array.from({ length }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

function freshCodes(prefix: string, count: number): string[] {
  const codes = new Set<string>();
  while (codes.size < count) codes.add(randomCode(prefix));
  return [...codes];
}

/**
 * Creates `count` distinct codes attached to the tariff in one transaction: a code clashing with an
 * existing one (case-insensitively) is skipped by the insert and replaced in the next round.
 */
export async function generatePromoCodes(db: Db, rateId: string, input: GenerateInput): Promise<PromoLookup[]> {
  checkAmount(input.type, input.amount);
  const rate = await db.selectFrom('rates').select('id').where('id', '=', rateId).executeTakeFirst();
  if (!rate) throw notFound();
  const prefix = input.prefix ?? '';
  return db.transaction().execute(async (tx) => {
    const created: PromoLookup[] = [];
    for (let round = 0; created.length < input.count && round < MAX_ROUNDS; round += 1) {
      const rows = await tx
        .insertInto('promo_codes')
        .values(
          freshCodes(prefix, input.count - created.length).map((code) => ({
            code,
            type: input.type,
            amount: input.amount,
            all_use: input.all_use ?? 0,
            expires_at: input.expires_at ? new Date(input.expires_at) : null,
          })),
        )
        .onConflict((oc) => oc.doNothing())
        .returningAll()
        .execute();
      created.push(...rows.map(toLookup));
    }
    if (created.length < input.count) throw new Error('Could not generate enough distinct promo codes');
    await tx
      .insertInto('promo_code_rates')
      .values(created.map((code) => ({ promo_code_id: code.id, rate_id: rateId })))
      .execute();
    return created;
  });
}
