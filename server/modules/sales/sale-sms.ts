import type { FastifyInstance } from 'fastify';
import { type Language, translate } from '../../i18n/messages';
import { translated } from '../../i18n/translated';
import { moneyText } from '../../i18n/money';
import { reserveMessage } from '../../providers/messages/limits';
import type { SaleReply } from './schemas';

type SmsServices = Pick<FastifyInstance, 'db' | 'providers' | 'config'>;

/**
 * D1's 'Отправить SMS клиенту': the client learns of the sale by SMS (the number, the tariff, the sum and the client
 * cabinet's address) through the SMS provider, counted in the message limits (D5) like the payment link.
 */
export async function sendSaleSms(app: SmsServices, sale: SaleReply, senderId: string, language: Language): Promise<void> {
  const row = await app.db
    .selectFrom('certificates as c')
    .innerJoin('clients as cl', 'cl.id', 'c.client_id')
    .innerJoin('rates as r', 'r.id', 'c.rate_id')
    .select(['cl.phone', translated('r.name', language).as('rate')])
    .where('c.id', '=', sale.id)
    .executeTakeFirst();
  if (!row?.phone) return;
  await reserveMessage(app.db, { channel: 'sms', certificateId: sale.id, senderId });
  const url = `${app.config.publicUrl}/cabinet/`;
  await app.providers.sms.send(row.phone, translate(language, 'sale.smsText', { number: sale.number, rate: row.rate, amount: moneyText(sale.cost, language), url }));
}
