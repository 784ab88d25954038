import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AuditChanges } from '../../src/resources/audit/AuditChanges';
import { COMPONENT_TEST, RENDER_WAIT, renderWithAdmin } from './test-utils';

/** Issue 25: a record's history and the audit journal say what changed in words, never as codes. */
describe('an audit row’s changes', () => {
  it('names each field and its values by the resource’s declaration', COMPONENT_TEST, async () => {
    renderWithAdmin(
      <AuditChanges
        resource="certificates"
        changes={{
          blocked: { before: false, after: true },
          status: { before: 'PENDING', after: 'ACTIVE' },
          cost: { before: 1000, after: 250000 },
          block_date: { before: null, after: '2026-11-28T10:15:00.000Z' },
          blocked_by_role: { before: null, after: 'ADMIN' },
        }}
      />,
    );
    expect(await screen.findByText('Заблокирован: Нет → Да', {}, RENDER_WAIT)).toBeInTheDocument();
    expect(screen.getByText('Состояние: Ожидает оплаты → Активен')).toBeInTheDocument();
    expect(screen.getByText(/^Оплачено: 1[\s\u00a0\u202f]000 ₽ → 250[\s\u00a0\u202f]000 ₽$/)).toBeInTheDocument();
    expect(screen.getByText(/^Дата блокировки: — → 28\.11\.2026/)).toBeInTheDocument();
    // a column the declaration does not show: the block's authority, by the audit's words and the role's
    expect(screen.getByText('Кем заблокирован: — → Администратор')).toBeInTheDocument();
    expect(screen.queryByText(/PENDING|true|false|ADMIN|blocked_by_role/)).toBeNull();
  });

  it('says a secret is hidden, never its mask', COMPONENT_TEST, async () => {
    renderWithAdmin(<AuditChanges resource="users" changes={{ password: { before: '***', after: '***' } }} />);
    expect(await screen.findByText(/: скрыто → скрыто$/, {}, RENDER_WAIT)).toBeInTheDocument();
  });
});
