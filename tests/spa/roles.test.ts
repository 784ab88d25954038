import { describe, expect, it } from 'vitest';
import { cabinetOf } from '../../common/roles';
import { canAccess } from '../../common/access';

describe('roles and access', () => {
  it('puts each role in its cabinet', () => {
    expect(cabinetOf(['ADMIN'])).toBe('sales');
    expect(cabinetOf(['AGENT', 'AGENT_ADMIN'])).toBe('sales');
    expect(cabinetOf(['CLIENT'])).toBe('cabinet');
    expect(cabinetOf(['PARTNER'])).toBe('cpa');
    expect(cabinetOf([])).toBeNull();
  });
  it('denies by default and scopes agents to their own certificates', () => {
    expect(canAccess({ roles: ['AGENT'] }, { resource: 'services', action: 'list' })).toBe(false);
    expect(canAccess({ roles: ['ADMIN'] }, { resource: 'nothing', action: 'list' })).toBe(false);
    expect(canAccess({ roles: ['AGENT'], agentId: 'a1' }, { resource: 'certificates', action: 'show', record: { agent_id: 'a1' } })).toBe(true);
    expect(canAccess({ roles: ['AGENT'], agentId: 'a1' }, { resource: 'certificates', action: 'show', record: { agent_id: 'a2' } })).toBe(false);
    expect(canAccess({ roles: ['ADMIN'] }, { resource: 'certificates', action: 'delete' })).toBe(true);
    expect(canAccess({ roles: ['AGENT'] }, { resource: 'certificates', action: 'delete' })).toBe(false);
  });
});
