/**
 * The sale as the sales cabinet sends it (POST /gw/certificates, src/resources/sale/saleBody.ts), for the scale-out
 * step: four sellers in turn, each sale a client never seen before (a new phone and name), the price claimed as the
 * form shows it. Without the SMS: a seller may send 30 an hour (MESSAGE_LIMITS), and the step measures the sale.
 */
import { sql } from 'kysely';
import type { Db } from '../../server/db/database';
import { signIn } from '../sessions';

/** The demo sellers with an agent row each (three agents) and the admin selling without one: four counter rows, not one. */
export const SALE_SELLERS = ['agent', 'agent-admin', 'partner-admin', 'admin'] as const;
const RATE_CODE = 'BASIC';
/** 7 997 …: outside the demo clients' (79 1…), the generator's (77 …), the unit tests' (7 999) and the load test's (7 998). */
const PHONE_PREFIX = '7997';

export interface SaleSeller {
  login: string;
  token: string;
  agentId: string | null;
  /** The price the server charges this seller for the tariff's period, which the form shows and sends back. */
  cost?: number;
}

/** The body toSaleBody builds for a NETTO seller's individual client, the SMS box unticked. */
export function saleBody(rateId: string, seller: SaleSeller, sequence: number) {
  return {
    rate_id: rateId,
    type: 'DEFAULT',
    agent_id: seller.agentId,
    ...(seller.cost === undefined ? {} : { cost: seller.cost }),
    send_sms: false,
    client: { phone: `${PHONE_PREFIX}${String(sequence).padStart(7, '0')}`, email: '', name: `Масштаб Покупатель ${sequence}` },
    paymentType: 'AGENT',
  };
}

/** The sellers' sales in turn, each with the next number; `sold` keeps the id of every sale answered 201. */
export interface SalePlan {
  next(): { body: string; headers: Record<string, string> };
  sellOnce(baseUrl: string): Promise<void>;
  record(replyBody: string): void;
  /** A seller's access token (the list is driven with the agent's). */
  tokenOf(login: (typeof SALE_SELLERS)[number]): string;
  sold: string[];
}

/** Signs the sellers in on `baseUrl`, reads the tariff and the first free phone, and learns each seller's price by a first sale. */
export async function planSales(db: Db, baseUrl: string): Promise<SalePlan> {
  const rate = await db.selectFrom('rates').select('id').where('code_name', '=', RATE_CODE).executeTakeFirstOrThrow();
  const agents = await db.selectFrom('agents').innerJoin('users', 'users.id', 'agents.user_id').select(['agents.id', 'users.login']).where('users.login', 'in', [...SALE_SELLERS]).execute();
  const sellers: SaleSeller[] = [];
  for (const login of SALE_SELLERS) {
    const agentId = login === 'admin' ? null : (agents.find((row) => row.login === login)?.id ?? null);
    if (login !== 'admin' && !agentId) throw new Error(`${login} is not an agent`);
    sellers.push({ login, token: (await signIn(baseUrl, login, 'sales')).token, agentId });
  }
  // a run on reused data goes on after the phones an earlier run took, so every sale's client is new
  const { rows } = await sql<{ last: string | null }>`select max(phone) as last from clients where phone like ${`${PHONE_PREFIX}%`}`.execute(db);
  let sequence = rows[0]?.last ? Number(rows[0].last.slice(PHONE_PREFIX.length)) : 0;
  let turn = 0;
  const sold: string[] = [];
  const request = (seller: SaleSeller) => ({
    body: JSON.stringify(saleBody(rate.id, seller, (sequence += 1))),
    headers: { authorization: `Bearer ${seller.token}`, 'content-type': 'application/json' },
  });
  const post = async (url: string, seller: SaleSeller) => {
    const response = await fetch(url, { method: 'POST', ...request(seller) });
    const text = await response.text();
    if (response.status !== 201) throw new Error(`a sale by ${seller.login} answered ${response.status}: ${text.slice(0, 300)}`);
    sold.push((JSON.parse(text) as { id: string }).id);
    return JSON.parse(text) as { price: number };
  };
  for (const seller of sellers) seller.cost = (await post(`${baseUrl}/gw/certificates`, seller)).price;
  return {
    next: () => request(sellers[turn++ % sellers.length]!),
    sellOnce: async (url) => void (await post(`${url}/gw/certificates`, sellers[turn++ % sellers.length]!)),
    record: (replyBody) => void sold.push((JSON.parse(replyBody) as { id: string }).id),
    tokenOf: (login) => sellers.find((seller) => seller.login === login)!.token,
    sold,
  };
}

/** Every sale answered 201 is in the database, once: an acknowledged sale that was lost fails the step. */
export async function checkSalesKept(db: Db, sold: string[]): Promise<void> {
  const unique = new Set(sold);
  if (unique.size !== sold.length) throw new Error(`${sold.length - unique.size} sales answered with an id another sale had`);
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from certificates where id = any(${[...unique]}::uuid[])`.execute(db);
  if (rows[0]?.n !== unique.size) throw new Error(`${unique.size} sales answered 201, ${rows[0]?.n ?? 0} of them in the database`);
}
