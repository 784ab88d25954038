import { Type } from 'typebox';
import { named } from '../../http/named';

/** Bounds of the settings (decision M9/bonus, M9/fts); the database checks the same ranges (migration 0475). */
export const LIMITS = { bonusMoney: 1_000_000, percent: 100, amount: 1_000_000_000, ftsRows: 20 } as const;

const percent = (description: string) => Type.Number({ minimum: 0, maximum: LIMITS.percent, description: `${description}; at most two decimals` });
const amount = (description: string) => Type.Number({ minimum: 0, maximum: LIMITS.amount, description: `${description}; roubles (tenge), at most two decimals` });

export const FtsCommissionRow = named('FtsCommissionRow', Type.Object({
  from: amount('The customs payment this row applies from (the first row from 0)'),
  percent: percent('The commission, % of the customs payment'),
  fixed: amount('A fixed commission added to the percentage'),
}, { additionalProperties: false }));

const fields = {
  bonus_money: Type.Integer({ minimum: 0, maximum: LIMITS.bonusMoney, description: 'Bonus points (1 point = 1 rouble/tenge) a client accrues on each paid sale' }),
  bonus_rate: percent('The share of a paid order accrued to the client as bonus points, rounded down to a whole point'),
  fts_commission: Type.Array(FtsCommissionRow, { maxItems: LIMITS.ftsRows, description: 'The customs (FTS) commission table, rows by ascending `from`' }),
};

export const Settings = named('Settings', Type.Object({
  ...fields,
  updated_at: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], { description: 'The last change; null before any' }),
}));

export const SettingsBody = named('SettingsBody', Type.Object({
  bonus_money: Type.Optional(fields.bonus_money),
  bonus_rate: Type.Optional(fields.bonus_rate),
  fts_commission: Type.Optional(fields.fts_commission),
}, { additionalProperties: false, minProperties: 1 }));
