/** Roles and cabinets (spec S1 §6, inventory B7). Shared by the server and the SPA. */
export const ROLES = ['ADMIN', 'AGENT', 'AGENT_ADMIN', 'PARTNER_ADMIN', 'CLIENT', 'PARTNER', 'ONLY_AGENT'] as const;
export type Role = (typeof ROLES)[number];

export const CABINETS = ['sales', 'cabinet', 'cpa'] as const;
export type Cabinet = (typeof CABINETS)[number];

export const CABINET_ROLES: Record<Cabinet, readonly Role[]> = {
  sales: ['ADMIN', 'AGENT', 'AGENT_ADMIN', 'PARTNER_ADMIN', 'ONLY_AGENT'],
  cabinet: ['CLIENT'],
  cpa: ['PARTNER'],
};

/** Home route of each cabinet (B2): certificates for sales, services for the client, analytics for the partner. */
export const CABINET_HOME: Record<Cabinet, string> = {
  sales: '/certificates',
  cabinet: '/services',
  cpa: '/analytic',
};

export const AGENT_TYPES = ['BRUTTO', 'NETTO', 'DINAMIC'] as const;
export type AgentType = (typeof AGENT_TYPES)[number];

/** The roles an administrator gives an agent (G8); AGENT itself is always kept (an agent account sells). */
export const AGENT_ROLES = ['AGENT', 'AGENT_ADMIN', 'PARTNER_ADMIN', 'ADMIN'] as const satisfies readonly Role[];
export type AgentRole = (typeof AGENT_ROLES)[number];

export function isCabinet(value: string | undefined): value is Cabinet {
  return !!value && (CABINETS as readonly string[]).includes(value);
}

/** The cabinet a user belongs to; a user with sales roles is sales staff first. */
export function cabinetOf(roles: readonly Role[]): Cabinet | null {
  for (const cabinet of CABINETS) {
    if (roles.some((role) => CABINET_ROLES[cabinet].includes(role))) return cabinet;
  }
  return null;
}

export function hasRole(roles: readonly Role[], ...wanted: Role[]): boolean {
  return wanted.some((role) => roles.includes(role));
}

/** An admin who is not also an agent sees everything; agents are scoped to their own records (C1). */
export function isAdminNotAgent(roles: readonly Role[]): boolean {
  return roles.includes('ADMIN') && !roles.includes('AGENT');
}

/** G11: who the click programme rules look at. */
export interface ClickProgramSubject {
  roles: readonly Role[];
  partnerId: string | null;
  partnerClickId: string | null;
  clickConsentAt?: string | null;
}

/** G11: a partner counts as 'admin' when a role name includes ADMIN or its partner is the click programme partner. */
export function countsAsPartnerAdmin({ roles, partnerId, partnerClickId }: ClickProgramSubject): boolean {
  return roles.some((role) => role.includes('ADMIN')) || (!!partnerClickId && partnerId === partnerClickId);
}

/** G11: sales staff of the click programme partner accept its terms once before working in the sales cabinet. */
export function needsClickConsent({ roles, partnerId, partnerClickId, clickConsentAt }: ClickProgramSubject): boolean {
  const salesStaff = roles.some((role) => CABINET_ROLES.sales.includes(role));
  return salesStaff && !!partnerClickId && partnerId === partnerClickId && !clickConsentAt;
}
