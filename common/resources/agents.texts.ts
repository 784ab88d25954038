import type { Cabinet } from '../roles';
import type { ResourceTexts } from '../resource/texts';
import type { agents } from './agents';

/** The cabinets showing these texts; a catalogue without this line is in every cabinet (src/i18n/catalogues.ts). */
export const cabinets: readonly Cabinet[] = ['sales'];

/** The cabinets whose first screen shows these texts; without this line, all (src/i18n/catalogues.ts). */
export const firstScreens: readonly Cabinet[] = [];

/** The agents screens (G8, G9): list with block/unblock and the agent form. */
export const texts = {
  ru: {
    resources: {
      agents: {
        name: 'Агент |||| Агенты',
        fields: {
          user_id: 'Учётная запись',
          promoCodes: 'Промокоды',
          partner_id: 'Партнер',
          created_at: 'Создан',
          name: 'ФИО',
          login: 'Логин',
          phone: 'Телефон',
          email: 'Email',
          password: 'Пароль',
          roles: 'Роли',
          partner: 'Партнер',
          subdivision_id: 'Подразделение',
          subdivision: 'Подразделение',
          type: 'Тип агента',
          is_manager: 'Менеджер',
          blocked: 'Заблокирован',
        },
        page: { list: 'Агенты', create: 'Новый агент', edit: 'Агент «%{recordRepresentation}»' },
        total: 'Всего: %{total}',
        empty: 'Агентов пока нет',
        roles: { AGENT: 'Агент', AGENT_ADMIN: 'Администратор подразделения', PARTNER_ADMIN: 'Администратор партнера', ADMIN: 'Администратор' },
        actions: { add: 'Добавить агента', block: 'Заблокировать', unblock: 'Разблокировать' },
        confirm: {
          blockTitle: 'Заблокировать агента?',
          blockContent: 'Агент «%{name}» не сможет войти, его открытые сессии будут завершены.',
          unblockTitle: 'Разблокировать агента?',
          unblockContent: 'Агент «%{name}» снова сможет войти.',
        },
        notifications: { blocked: 'Агент заблокирован', unblocked: 'Агент разблокирован' },
        validation: { passwordRule: 'Не короче 4 символов, без пробелов', phoneIncomplete: 'Введите номер полностью' },
        helper: { password: 'Оставьте пустым, чтобы не менять' },
      },
    },
  },
  kk: {
    resources: {
      agents: {
        name: 'Агент |||| Агенттер',
        fields: {
          user_id: 'Тіркелгі',
          promoCodes: 'Промокодтар',
          partner_id: 'Серіктес',
          created_at: 'Құрылған',
          name: 'Аты-жөні',
          login: 'Логин',
          phone: 'Телефон',
          email: 'Email',
          password: 'Құпиясөз',
          roles: 'Рөлдер',
          partner: 'Серіктес',
          subdivision_id: 'Бөлімше',
          subdivision: 'Бөлімше',
          type: 'Агент түрі',
          is_manager: 'Менеджер',
          blocked: 'Бұғатталған',
        },
        page: { list: 'Агенттер', create: 'Жаңа агент', edit: '«%{recordRepresentation}» агенті' },
        total: 'Барлығы: %{total}',
        roles: { AGENT: 'Агент', AGENT_ADMIN: 'Бөлімше әкімшісі', PARTNER_ADMIN: 'Серіктес әкімшісі', ADMIN: 'Әкімші' },
        empty: 'Агенттер әзірге жоқ',
        actions: { add: 'Агент қосу', block: 'Бұғаттау', unblock: 'Бұғаттан шығару' },
        confirm: {
          blockTitle: 'Агентті бұғаттау керек пе?',
          blockContent: '«%{name}» агенті кіре алмайды, оның ашық сеанстары аяқталады.',
          unblockTitle: 'Агентті бұғаттан шығару керек пе?',
          unblockContent: '«%{name}» агенті қайтадан кіре алады.',
        },
        notifications: { blocked: 'Агент бұғатталды', unblocked: 'Агент бұғаттан шығарылды' },
        validation: { passwordRule: 'Кемінде 4 таңба, бос орынсыз', phoneIncomplete: 'Нөмірді толық енгізіңіз' },
        helper: { password: 'Өзгертпеу үшін бос қалдырыңыз' },
      },
    },
  },
  en: {
    resources: {
      agents: {
        name: 'Agent |||| Agents',
        fields: {
          user_id: 'Account',
          promoCodes: 'Promo codes',
          partner_id: 'Partner',
          created_at: 'Created',
          name: 'Full name',
          login: 'Login',
          phone: 'Phone',
          email: 'Email',
          password: 'Password',
          roles: 'Roles',
          partner: 'Partner',
          subdivision_id: 'Subdivision',
          subdivision: 'Subdivision',
          type: 'Agent type',
          is_manager: 'Manager',
          blocked: 'Blocked',
        },
        page: { list: 'Agents', create: 'New agent', edit: 'Agent "%{recordRepresentation}"' },
        total: 'Total: %{total}',
        roles: { AGENT: 'Agent', AGENT_ADMIN: 'Subdivision admin', PARTNER_ADMIN: 'Partner admin', ADMIN: 'Administrator' },
        empty: 'No agents yet',
        actions: { add: 'Add agent', block: 'Block', unblock: 'Unblock' },
        confirm: {
          blockTitle: 'Block the agent?',
          blockContent: 'Agent "%{name}" will not be able to sign in; their open sessions will end.',
          unblockTitle: 'Unblock the agent?',
          unblockContent: 'Agent "%{name}" will be able to sign in again.',
        },
        notifications: { blocked: 'The agent is blocked', unblocked: 'The agent is unblocked' },
        validation: { passwordRule: 'At least 4 characters, no spaces', phoneIncomplete: 'Enter the whole number' },
        helper: { password: 'Leave empty to keep it' },
      },
    },
  },
} satisfies ResourceTexts<typeof agents>;
