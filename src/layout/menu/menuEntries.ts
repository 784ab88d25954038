import type { ComponentType } from 'react';
import Analytics from '@mui/icons-material/Analytics';
import Article from '@mui/icons-material/Article';
import BarChart from '@mui/icons-material/BarChart';
import CardMembership from '@mui/icons-material/CardMembership';
import Chat from '@mui/icons-material/Chat';
import SupportAgent from '@mui/icons-material/SupportAgent';
import Description from '@mui/icons-material/Description';
import Block from '@mui/icons-material/Block';
import Handshake from '@mui/icons-material/Handshake';
import Inventory from '@mui/icons-material/Inventory';
import MenuBook from '@mui/icons-material/MenuBook';
import People from '@mui/icons-material/People';
import PointOfSale from '@mui/icons-material/PointOfSale';
import Quiz from '@mui/icons-material/Quiz';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import Settings from '@mui/icons-material/Settings';
import Telegram from '@mui/icons-material/Telegram';
import Tune from '@mui/icons-material/Tune';
import AccountTree from '@mui/icons-material/AccountTree';
import type { Action } from '../../../common/access';
import type { Cabinet } from '../../../common/roles';
import type { Region } from '../../config/hosts';
import { withDeclaredEntries } from './declaredEntries';
import { ConsultationsUnread, SupportUnread } from './UnreadBadge';

/**
 * One side-menu entry (B9): shown when the cabinet, the host's region and the access matrix all allow it.
 * A group only expands: its path is its first child's, and it shows when one of its children does.
 */
export interface MenuEntry {
  id: string;
  /** Catalogue key of the label; defaults to `app.menu.<id>`. */
  labelKey?: string;
  path: string;
  access: { resource: string; action: Action };
  /** Regions whose hosts show the entry; all when absent. */
  hosts?: readonly Region[];
  icon: ComponentType;
  children?: readonly MenuEntry[];
  /** A counter beside the label (the chat's unread threads), loaded after the menu. */
  badge?: ComponentType;
}

export interface TopMenuEntry extends MenuEntry {
  cabinets: readonly Cabinet[];
}

export const labelKeyOf = (entry: MenuEntry): string => entry.labelKey ?? `app.menu.${entry.id}`;

const list = (resource: string) => ({ resource, action: 'list' as const });
const SALES: readonly Cabinet[] = ['sales'];
const CLIENT: readonly Cabinet[] = ['cabinet'];
const PARTNER: readonly Cabinet[] = ['cpa'];

/**
 * The whole menu, in display order. Entries whose screens are not built yet lead to a placeholder or 404.
 * Declared resources bring their own entry (`menu` in common/resources/<name>.ts), placed by withDeclaredEntries
 * (tariffs after certificates, promo codes after myServices, the partners and subdivisions in their group, the login
 * journal and the loader in the users group after agents).
 */
export const MENU_ENTRIES: readonly TopMenuEntry[] = withDeclaredEntries([
  { id: 'analytics', path: '/analytics', access: list('analytics'), cabinets: SALES, icon: BarChart },
  {
    id: 'certificates', path: '/certificates', access: list('certificates'), cabinets: SALES, icon: CardMembership,
    children: [
      { id: 'certificateList', path: '/certificates', access: list('certificates'), icon: CardMembership },
      { id: 'certificateDenials', path: '/certificates-denial', access: list('certificates-denial'), icon: Block },
    ],
  },
  { id: 'myServices', path: '/services', access: list('catalog'), cabinets: CLIENT, icon: Tune },
  // the partners and their subdivisions are declared (common/resources/partners.ts, subdivisions.ts)
  { id: 'partners', path: '/partners', access: list('partners'), cabinets: SALES, icon: Handshake, children: [] },
  {
    id: 'users', path: '/staff/users', access: list('clients'), cabinets: SALES, icon: People,
    // the clients and the agents are declared (common/resources/clients.ts, agents.ts)
    children: [],
  },
  { id: 'structure', path: '/structure-agents', access: list('structure'), cabinets: SALES, icon: AccountTree },
  { id: 'chat', path: '/chat', access: list('consultations'), cabinets: ['sales', 'cabinet'], icon: Chat, badge: ConsultationsUnread },
  // I5: agents' line to the back office, and the admin's inbox of it
  { id: 'support', path: '/support', access: list('support'), cabinets: SALES, icon: SupportAgent, badge: SupportUnread },
  { id: 'questionnaires', path: '/questionarie', access: list('questionnaires'), cabinets: ['sales', 'cabinet'], icon: Quiz },
  { id: 'documents', path: '/documents', access: list('documents'), cabinets: SALES, icon: Description },
  { id: 'standardDocuments', path: '/standard-documents', access: list('standard-documents'), cabinets: ['sales', 'cabinet'], icon: Article },
  // the SMS and e-mail logs are declared (common/resources/sms.ts, email.ts)
  { id: 'instruction', path: '/instruction_work', access: list('instruction-work'), cabinets: ['sales', 'cabinet'], icon: MenuBook },
  // the stories' management is declared (common/resources/stories.ts)
  { id: 'partnerAnalytics', path: '/analytic', access: list('partner-analytics'), cabinets: PARTNER, icon: Analytics },
  { id: 'partnerProgram', path: '/program', access: list('partner-program'), cabinets: PARTNER, icon: Handshake },
  // M4: issuing a receipt, and the receipts' history (declared, common/resources/cashbox.ts) after it
  {
    id: 'cashbox', path: '/cashbox', access: list('cashbox'), cabinets: SALES, hosts: ['RU'], icon: PointOfSale,
    children: [{ id: 'cashboxIssue', path: '/cashbox', access: { resource: 'cashbox', action: 'create' }, icon: PointOfSale }],
  },
  {
    id: 'settings', path: '/settings/templates', access: { resource: 'settings', action: 'show' }, cabinets: SALES,
    icon: Settings,
    children: [
      // templates: the declared resource's entry (common/resources/templates.ts), first in the group
      { id: 'general', path: '/settings/general', access: { resource: 'settings', action: 'show' }, icon: Tune },
      {
        id: 'customs', path: '/settings/fts', access: { resource: 'settings', action: 'show' }, hosts: ['RU'],
        icon: ReceiptLong,
      },
      // concierge: the declared offers' entry (common/resources/offers.ts)
    ],
  },
  { id: 'telegram', path: '/auth-tg', access: { resource: 'telegram', action: 'show' }, cabinets: CLIENT, icon: Telegram },
  { id: 'myCertificates', path: '/certificates', access: list('client-certificates'), cabinets: CLIENT, icon: CardMembership },
  { id: 'myOrders', path: '/order', access: list('client-orders'), cabinets: CLIENT, icon: ReceiptLong },
  { id: 'marketRates', path: '/market-rates', access: list('market'), cabinets: CLIENT, icon: Inventory },
  { id: 'marketServices', path: '/market-services', access: list('market'), cabinets: CLIENT, icon: Tune },
]);
