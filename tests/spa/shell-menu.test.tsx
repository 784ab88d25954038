import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { Cabinet, Role } from '../../common/roles';
import { CabinetMenu } from '../../src/layout/menu/CabinetMenu';
import { MENU_ENTRIES } from '../../src/layout/menu/menuEntries';
import { visibleEntries } from '../../src/layout/menu/visibleEntries';
import type { Region } from '../../src/config/hosts';
import { COMPONENT_TEST, RENDER_WAIT, identityWith, renderWithAdmin } from './test-utils';

const idsFor = (roles: Role[], cabinet: Cabinet, region: Region = 'RU') =>
  visibleEntries(MENU_ENTRIES, { subject: { roles, agentId: 'agent-1' }, cabinet, region }).map((entry) => entry.id);

describe('side menu entries (B9)', () => {
  it('gives the admin the administration entries and the agent only selling ones', () => {
    expect(idsFor(['ADMIN'], 'sales')).toEqual(expect.arrayContaining(['partners', 'users', 'sms', 'settings', 'certificates']));
    const agent = idsFor(['AGENT'], 'sales');
    expect(agent).toEqual(expect.arrayContaining(['certificates', 'analytics', 'documents', 'tariffs']));
    expect(agent).not.toContain('partners');
    expect(agent).not.toContain('settings');
  });
  it('shows questionnaires to the admin in sales (the editor, K7) and to the client in the cabinet', () => {
    expect(idsFor(['ADMIN'], 'sales')).toContain('questionnaires');
    expect(idsFor(['AGENT'], 'sales')).not.toContain('questionnaires');
    expect(idsFor(['CLIENT'], 'cabinet')).toContain('questionnaires');
  });
  it('filters by cabinet and host', () => {
    expect(idsFor(['PARTNER'], 'cpa')).toEqual(['partnerAnalytics', 'partnerProgram']);
    expect(idsFor(['ADMIN'], 'sales', 'RU')).toContain('cashbox');
    expect(idsFor(['ADMIN'], 'sales', 'KZ')).not.toContain('cashbox');
    const settings = visibleEntries(MENU_ENTRIES, { subject: { roles: ['ADMIN'] }, cabinet: 'sales', region: 'KZ' })
      .find((entry) => entry.id === 'settings');
    expect(settings?.children?.map((child) => child.id)).toEqual(['templates', 'general', 'concierge']);
  });
});

describe('<CabinetMenu>', COMPONENT_TEST, () => {
  it('shows the admin the partners entry', async () => {
    renderWithAdmin(<CabinetMenu />, { identity: identityWith(['ADMIN']) });
    expect(await screen.findByText('Партнёры', {}, RENDER_WAIT)).toBeInTheDocument();
    expect(screen.getByText('Сертификаты')).toBeInTheDocument();
    expect(screen.getByText('Анкеты')).toBeInTheDocument();
  });
  it('does not show the agent the partners entry', async () => {
    renderWithAdmin(<CabinetMenu />, { identity: identityWith(['AGENT']) });
    expect(await screen.findByText('Сертификаты', {}, RENDER_WAIT)).toBeInTheDocument();
    expect(screen.queryByText('Партнёры')).not.toBeInTheDocument();
  });
  it('names tariffs "packages" in Kazakh', async () => {
    renderWithAdmin(<CabinetMenu />, { identity: identityWith(['ADMIN']), locale: 'kk' });
    expect(await screen.findByText('Пакеттер', {}, RENDER_WAIT)).toBeInTheDocument();
  });
});
