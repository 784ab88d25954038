import type { AgentType, Role } from '../../../common/roles';

export const DEMO_PASSWORD = 'demo1234';

export interface DemoAccount {
  login: string;
  name: string;
  phone: string;
  email: string;
  roles: Role[];
  description: string;
  agentType?: AgentType;
  /** Index into DEMO_PARTNERS / their subdivisions. */
  partner?: number;
  subdivision?: number;
  newUser?: boolean;
}

/** One account per role (the README lists them too). */
export const DEMO_ACCOUNTS: DemoAccount[] = [
  { login: 'admin', name: 'Администратор Демо', phone: '79000000001', email: 'admin@demo.local', roles: ['ADMIN'], description: 'ADMIN, sales cabinet' },
  { login: 'agent', name: 'Иван Агентов', phone: '79000000002', email: 'agent@demo.local', roles: ['AGENT'], agentType: 'NETTO', partner: 0, subdivision: 0, description: 'AGENT (NETTO), sales cabinet' },
  { login: 'agent-brutto', name: 'Петр Бруттов', phone: '79000000003', email: 'brutto@demo.local', roles: ['AGENT'], agentType: 'BRUTTO', partner: 0, subdivision: 1, description: 'AGENT of type BRUTTO (credit sale)' },
  { login: 'agent-admin', name: 'Анна Старшая', phone: '79000000004', email: 'agent-admin@demo.local', roles: ['AGENT', 'AGENT_ADMIN'], agentType: 'NETTO', partner: 0, subdivision: 0, description: 'AGENT + AGENT_ADMIN' },
  { login: 'partner-admin', name: 'Олег Партнеров', phone: '79000000005', email: 'partner-admin@demo.local', roles: ['AGENT', 'PARTNER_ADMIN'], agentType: 'NETTO', partner: 0, description: 'AGENT + PARTNER_ADMIN' },
  { login: 'client', name: 'Мария Клиентова', phone: '79000000006', email: 'client@demo.local', roles: ['CLIENT'], description: 'CLIENT with a full profile, client cabinet' },
  { login: 'client-new', name: 'Новый Клиент', phone: '79000000007', email: 'client-new@demo.local', roles: ['CLIENT'], newUser: true, description: 'CLIENT with an incomplete profile' },
  { login: 'partner', name: 'ООО Партнер-Программа', phone: '79000000008', email: 'partner@demo.local', roles: ['PARTNER'], partner: 1, description: 'PARTNER, cpa cabinet' },
];

export const DEMO_PARTNERS = [
  { name: 'Альфа Продажи', type: 'AGENCY', reward: 10, subdivisions: ['Москва', 'Санкт-Петербург', 'Казань'] },
  { name: 'Бета Партнер', type: 'CPA', reward: 7.5, subdivisions: ['Онлайн'], clickProgram: true },
  { name: 'Гамма Страхование', type: 'AGENCY', reward: 12, subdivisions: ['Алматы', 'Астана'] },
];
