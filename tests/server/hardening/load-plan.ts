import { creditTotals } from '../../../common/credit';
import { firstPage, listScenarios, type ListQuery, toQueryString } from '../../../bench/api/scenarios';
import { signIn } from '../../../bench/sessions';
import type { LoadCall, LoadGroup } from './load-generator';

/** The sales cabinet's demo accounts; each signs in once (the login route allows 30 a minute per address). */
const SELLERS = ['admin', 'agent', 'agent-brutto', 'agent-admin', 'partner-admin'] as const;
type Seller = (typeof SELLERS)[number];

interface Row {
  id: string;
  status: string;
  client: { id: string } | null;
  agent: { id: string; name: string } | null;
}
interface Rate {
  id: string;
  code_name: string;
  cost: number;
  meter: boolean;
}

/** Shares of the mix: mostly reading, as the screens do, with a sale in about every sixth request. */
const WEIGHTS = { list: 4, card: 3, client: 1, tariffs: 1, sale: 2 };

async function getJson<T>(baseUrl: string, token: string, path: string): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** `status` goes as text, one parameter a status: the schema's Static type reduces the union of its literals, as with `sort`. */
const listPath = (query: ListQuery, statuses: string[] = []) => `/gw/certificates?${toQueryString(query)}${statuses.map((status) => `&status=${status}`).join('')}`;
const buyer = (name: string) => ({ phone: '', name });

/**
 * The request mix against a freshly seeded server: certificate lists with the screen's filters and sorts,
 * the cards of certificates and clients each account may read, tariff lists, and sales of every kind of seller.
 */
export async function planMix(baseUrl: string): Promise<LoadGroup[]> {
  const tokens = {} as Record<Seller, string>;
  for (const login of SELLERS) tokens[login] = (await signIn(baseUrl, login, 'sales')).token;
  const firstRows = {} as Record<Seller, { data: Row[]; total: number }>;
  for (const login of SELLERS) firstRows[login] = await getJson(baseUrl, tokens[login], listPath(firstPage));
  const agentOf = (login: Seller) => firstRows[login].data.find((row) => row.agent)!.agent!;
  const pages = { admin: Math.ceil(firstRows.admin.total / firstPage.perPage), agent: Math.ceil(firstRows.agent.total / firstPage.perPage) };

  const agent = agentOf('agent');
  const agentNameWord = agent.name.split(/\s+/).reduce((longest, word) => (word.length > longest.length ? word : longest), '');
  const lists: LoadCall[] = listScenarios({ agentId: agent.id, agentNameWord, pages, today: new Date() }).map((scenario) => ({
    method: 'GET',
    path: listPath(scenario.query),
    token: tokens[scenario.role],
  }));
  lists.push(
    { method: 'GET', path: listPath({ ...firstPage, sort: 'number', order: 'ASC' }, ['PENDING']), token: tokens.admin },
    { method: 'GET', path: listPath({ ...firstPage, sort: 'client_name', order: 'ASC' }, ['BLOCKED', 'CANCELLED']), token: tokens['agent-admin'] },
    { method: 'GET', path: listPath({ ...firstPage, sort: 'finish_date', order: 'ASC' }, ['ACTIVE']), token: tokens['agent-brutto'] },
    { method: 'GET', path: listPath({ ...firstPage, page: 2, sort: 'rate_name' }), token: tokens['partner-admin'] },
  );

  const cards: LoadCall[] = [];
  const clients: LoadCall[] = [];
  for (const login of SELLERS) {
    for (const row of firstRows[login].data) {
      cards.push({ method: 'GET', path: `/gw/certificates/${row.id}`, token: tokens[login] });
      // a client is a seller's through a sale that counts (ACC-1): the client of an active certificate
      if (row.client && (login === 'admin' || row.status === 'ACTIVE')) clients.push({ method: 'GET', path: `/gw/clients/${row.client.id}`, token: tokens[login] });
    }
  }

  const tariffs: LoadCall[] = [
    { method: 'GET', path: '/gw/rates', token: tokens.admin },
    { method: 'GET', path: '/gw/rates?page=1&perPage=10', token: tokens.agent },
    { method: 'GET', path: '/gw/rates', token: tokens['agent-brutto'] },
    { method: 'GET', path: '/gw/rates/all', token: tokens['agent-admin'] },
  ];

  const rates = await getJson<Rate[]>(baseUrl, tokens.admin, '/gw/rates/all');
  const rate = (code: string) => rates.find((item) => item.code_name === code)!.id;
  const sell = (login: Seller, sale: LoadCall['sale'], path = '/gw/certificates'): LoadCall => ({ method: 'POST', path, token: tokens[login], sale });
  const sales: LoadCall[] = [
    sell('agent', { rate_id: rate('BASIC'), client: buyer('Нагрузка Агент') }),
    sell('admin', { rate_id: rate('STANDARD'), agent_id: agentOf('agent-brutto').id, client: buyer('Нагрузка Админ') }),
    sell('agent-brutto', { rate_id: rate('PREMIUM'), client: buyer('Нагрузка Кредит'), credit: { period: 6, cost: creditTotals(rates.find((item) => item.code_name === 'PREMIUM')!.cost, 6, 2.5).total, percent: 2.5 } }, '/gw/v2/certificates'),
    sell('agent-admin', { rate_id: rate('BUSINESS'), meter: 12, company: 'ООО Нагрузка', client: buyer('Нагрузка Бизнес') }),
    sell('partner-admin', { rate_id: rate('TRIAL'), period: 3, client: buyer('Нагрузка Партнер') }),
    sell('admin', { rate_id: rate('BASIC'), client: buyer('Нагрузка Без Агента') }),
  ];

  return [
    { name: 'list', weight: WEIGHTS.list, calls: lists },
    { name: 'card', weight: WEIGHTS.card, calls: cards },
    { name: 'client', weight: WEIGHTS.client, calls: clients },
    { name: 'tariffs', weight: WEIGHTS.tariffs, calls: tariffs },
    { name: 'sale', weight: WEIGHTS.sale, calls: sales },
  ];
}
