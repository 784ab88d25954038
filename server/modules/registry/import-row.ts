/** One registry row sold exactly as a manual sale (D1), in its own transaction. */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { ApiError, badRequest } from '../../http/errors';
import type { MessageKey } from '../../i18n/messages';
import type { RequestUser } from '../auth/tokens';
import { findOrCreateClient } from '../sales/client';
import { checkMeter, issueCertificate } from '../sales/issue';
import { periodPrice } from '../sales/pricing';
import { rateByCode, registrySeller } from './seller';
import type { RegistrySheetRow } from './sheet';

export interface ImportContext {
  db: Db;
  log: FastifyBaseLogger;
  user: RequestUser;
  partnerId: string;
  registryId: string;
}

export type RowOutcome = { imported: true; certificateId: string } | { imported: false; reason: MessageKey };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function optionalNumber(value: string, reason: MessageKey): number | undefined {
  if (!value) return undefined;
  const number = Number(value.replace(',', '.'));
  if (!Number.isFinite(number)) throw badRequest({ row: reason });
  return number;
}

/** What the sale's body schema would refuse, checked before a transaction is opened. */
function checkCells({ cells }: RegistrySheetRow) {
  if (!cells.name) throw badRequest({ name: 'registry.nameRequired' });
  if (cells.email && !EMAIL.test(cells.email)) throw badRequest({ email: 'validation.email' });
  const period = optionalNumber(cells.period, 'registry.periodInvalid');
  if (period !== undefined && (!Number.isInteger(period) || period < 1 || period > 120)) throw badRequest({ period: 'registry.periodInvalid' });
  return { period, meter: optionalNumber(cells.meter, 'registry.meterInvalid') };
}

function reasonOf(error: unknown, context: ImportContext): MessageKey {
  if (error instanceof ApiError) return Object.values(error.fieldErrors ?? {})[0] ?? error.messageKey;
  context.log.error({ err: error, registryId: context.registryId }, 'registry row failed');
  return 'error.internal';
}

/** Sells the row (client by phone, price, PENDING certificate, limits, order) and records it; a refusal leaves nothing behind. */
export async function importRow(context: ImportContext, row: RegistrySheetRow): Promise<RowOutcome> {
  const { db, user, partnerId, registryId } = context;
  const record = { registry_id: registryId, row_number: row.number, data: JSON.stringify(row.cells) };
  try {
    const { period, meter } = checkCells(row);
    const certificateId = await db.transaction().execute(async (tx) => {
      const rate = await rateByCode(tx, row.cells.tariff);
      const checkedMeter = checkMeter(rate, meter);
      const seller = await registrySeller(tx, user, partnerId, row.cells.agent);
      const { period: soldPeriod, price } = await periodPrice(tx, rate, seller, period);
      const legal = row.cells.company ? { company: row.cells.company } : null;
      const client = await findOrCreateClient(tx, { name: row.cells.name, phone: row.cells.phone, email: row.cells.email }, legal);
      const sale = await issueCertificate(tx, {
        rate,
        seller,
        client,
        type: 'DEFAULT',
        period: soldPeriod,
        price,
        promo: null,
        sendSms: false,
        paymentType: 'AGENT',
        soldOnline: false,
        company: legal,
        meter: checkedMeter,
        credit: null,
      });
      await tx.insertInto('registry_rows').values({ ...record, status: 'IMPORTED', certificate_id: sale.id, reason: null }).execute();
      return sale.id;
    });
    return { imported: true, certificateId };
  } catch (error) {
    const reason = reasonOf(error, context);
    await db.insertInto('registry_rows').values({ ...record, status: 'REFUSED', certificate_id: null, reason }).execute();
    return { imported: false, reason };
  }
}
