import { account } from './accounts';
import { apiCall, apiPostFromOtherAddress, apiToken } from './api';
import { freshPhone, uniqueStamp } from './unique';

/** Data the specs make for themselves through the API, so no spec depends on what another one changed. */
interface Named {
  id: string;
  name: string;
}

export interface CreatedAgent extends Named {
  login: string;
}

export interface SoldCertificate {
  id: string;
  number: string;
  clientName: string;
}

export const adminToken = () => apiToken(account('admin'));

async function byName(token: string, path: string, name: string): Promise<Named> {
  const found = (await apiCall<Named[]>('GET', path, { token })).find((item) => item.name === name);
  if (!found) throw new Error(`GET /gw${path} has no "${name}"`);
  return found;
}

export const partnerNamed = (token: string, name: string) => byName(token, '/partners/all', name);
export const tariffNamed = (token: string, name: string) => byName(token, '/rates/all', name);

/** A NETTO agent of the partner, with a name and login of its own. */
export async function createAgent(token: string, partnerName: string, namePrefix = 'Агент Тестовый'): Promise<CreatedAgent> {
  const partner = await partnerNamed(token, partnerName);
  const stamp = uniqueStamp();
  const login = `e2e-${stamp}`;
  const agent = await apiCall<Named>('POST', '/agents', {
    token,
    body: { name: `${namePrefix} ${stamp}`, login, phone: freshPhone(), email: `${login}@example.ru`, role: ['AGENT'], partner_id: partner.id, type: 'NETTO', password: 'demo1234' },
  });
  return { id: agent.id, name: agent.name, login };
}

/** An admin's sale to a new client (D1), on behalf of the agent or of nobody: a PENDING certificate with its limits. */
export async function sellAs(token: string, agentId: string | null, tariffName: string, clientPrefix = 'Клиент Тестовый'): Promise<SoldCertificate> {
  const tariff = await tariffNamed(token, tariffName);
  const phone = freshPhone();
  const clientName = `${clientPrefix} ${uniqueStamp()}`;
  const sale = await apiCall<{ id: string; number: string }>('POST', '/certificates', {
    token,
    body: { rate_id: tariff.id, agent_id: agentId, type: 'DEFAULT', send_sms: false, paymentType: 'AGENT', client: { phone, email: `e2e${phone}@example.ru`, name: clientName } },
  });
  return { id: sale.id, number: sale.number, clientName };
}

/** A client of the admin's own (E5), with a unique name and phone. */
export async function createClient(token: string, namePrefix = 'Клиент Карточки'): Promise<Named & { email: string }> {
  const phone = freshPhone();
  const email = `e2e${phone}@example.ru`;
  const client = await apiCall<Named>('POST', '/clients', { token, body: { name: `${namePrefix} ${uniqueStamp()}`, phone, email, entity: null } });
  return { id: client.id, name: client.name, email };
}

/** A seeded certificate still paying by autopay (the seed gives every other Стандарт certificate autopay); C10 cancels it. */
export async function seededAutopayCertificate(token: string): Promise<{ id: string; number: string }> {
  const standard = await tariffNamed(token, 'Стандарт');
  const list = await apiCall<{ data: { id: string }[] }>('GET', `/certificates?rate_id=${standard.id}&status=ACTIVE&perPage=100`, { token });
  for (const { id } of list.data) {
    const card = await apiCall<{ id: string; number: string; isAutoPay: boolean; blocked: boolean }>('GET', `/certificates/${id}`, { token });
    if (card.isAutoPay && !card.blocked) return card;
  }
  throw new Error('No seeded Стандарт certificate has autopay left');
}

/**
 * A client who registered through the API (A8) with the sandbox's code, so a spec may change its password without
 * touching the demo accounts other specs sign in with. Returns the 10-digit local phone and the password.
 */
export async function registeredClient(password = 'Registered1'): Promise<{ phone: string; password: string }> {
  const phone = freshPhone();
  const started = await apiPostFromOtherAddress<{ codeId: string; sandboxCode?: string }>('/auth/registration', { body: { phone: `7${phone}`, role: 'CLIENT' } });
  if (!started.sandboxCode) throw new Error('POST /gw/auth/registration gave no sandbox code: is the app in demo mode?');
  const { token } = await apiCall<{ token: string }>('POST', '/auth/registration/confirm', { body: { codeId: started.codeId, code: started.sandboxCode } });
  const email = `restore_${phone}@example.ru`;
  await apiCall('POST', '/auth/registration/end', { token, body: { name: 'Восстанова Вера', email, password, password_confirmation: password } });
  return { phone, password };
}
