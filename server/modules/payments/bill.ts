import type { Db } from '../../db/database';
import { badRequest } from '../../http/errors';
import { type Language, translate } from '../../i18n/messages';
import type { Providers } from '../../providers/index';

/** D5: the payment link goes to the client's phone (SMS) or e-mail through the provider. */
export async function sendBill(db: Db, providers: Providers, certificateId: string, paymentUrl: string, channel: 'sms' | 'email', language: Language) {
  const row = await db
    .selectFrom('certificates as c')
    .innerJoin('clients as cl', 'cl.id', 'c.client_id')
    .select(['c.number', 'c.cost', 'cl.phone', 'cl.email'])
    .where('c.id', '=', certificateId)
    .executeTakeFirstOrThrow();
  const params = { number: row.number, amount: row.cost.toFixed(2), url: paymentUrl };
  const text = translate(language, 'payments.billText', params);
  if (channel === 'sms') {
    if (!row.phone) throw badRequest({ channel: 'payments.noContact' });
    await providers.sms.send(row.phone, text);
  } else {
    if (!row.email) throw badRequest({ channel: 'payments.noContact' });
    await providers.email.send({ to: row.email, subject: translate(language, 'payments.billSubject', params), body: text });
  }
  return { message: translate(language, 'payments.linkSent') };
}
