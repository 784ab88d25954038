import type { Db } from '../../db/database';
import { badRequest } from '../../http/errors';
import { type Language, translate } from '../../i18n/messages';
import { moneyText } from '../../i18n/money';
import type { Providers } from '../../providers/index';
import { reserveMessage } from '../../providers/messages/limits';

export interface BillRequest {
  certificateId: string;
  paymentUrl: string;
  channel: 'sms' | 'email';
  /** The user sending it, counted by the per-sender limit. */
  senderId: string;
}

/** D5: the payment link goes to the client's phone (SMS) or e-mail through the provider, within the message limits. */
export async function sendBill(db: Db, providers: Providers, { certificateId, paymentUrl, channel, senderId }: BillRequest, language: Language) {
  const row = await db
    .selectFrom('certificates as c')
    .innerJoin('clients as cl', 'cl.id', 'c.client_id')
    .select(['c.number', 'c.cost', 'cl.phone', 'cl.email'])
    .where('c.id', '=', certificateId)
    .executeTakeFirstOrThrow();
  const params = { number: row.number, amount: moneyText(row.cost, language), url: paymentUrl };
  const text = translate(language, 'payments.billText', params);
  const contact = channel === 'sms' ? row.phone : row.email;
  if (!contact) throw badRequest({ channel: 'payments.noContact' });
  await reserveMessage(db, { channel, certificateId, senderId });
  if (channel === 'sms') await providers.sms.send(contact, text);
  else await providers.email.send({ to: contact, subject: translate(language, 'payments.billSubject', params), body: text });
  return { message: translate(language, 'payments.linkSent') };
}
