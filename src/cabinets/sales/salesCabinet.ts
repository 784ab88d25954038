import certificateDenials from '../../resources/certificateDenials';
import certificates from '../../resources/certificates';
import { structureSection } from '../../resources/structure';
import { documentsSection } from '../../resources/partnerDocuments';
import { invitationSection } from '../../customRoutes/invitation';
import { saleSection } from '../../resources/sale';
import { analyticsSection } from '../../resources/analytics';
import { salesChatSections } from '../../resources/chat/sales';
import { questionnairesSection } from '../../resources/questionnaires';
import { instructionSection } from '../../resources/instruction';
import { standardDocumentsSection } from '../../resources/standardDocuments';
import { lazy } from 'react';
import { settingsSections } from '../../resources/settings';
import { cashboxSection } from '../../resources/cashbox';
import type { CabinetDefinition } from '../types';
import { salesTexts } from './salesTexts';
import { withDeclaredSections } from '../declaredSections';

/**
 * The sales cabinet's sections (route table S1 §2.2). A screen that gets built replaces its placeholder
 * with `{ resource: '<name>', module: <import from src/resources/<name>> }`. A declared resource is not listed
 * here: its menu's `cabinets` bring its screens (withDeclaredSections, docs/architecture.md). A placeholder names the
 * access its menu entry asks (src/layout/menu/menuEntries.ts): typing its address gives others the access-denied page.
 */
export const salesCabinet: CabinetDefinition = {
  cabinet: 'sales',
  texts: salesTexts,
  // loaded with the first generated edit page, not with the first screen
  recordHistory: lazy(() => import('../../resources/audit/RecordHistory').then((module) => ({ default: module.RecordHistory }))),
  sections: withDeclaredSections('sales', [
    { resource: 'certificates', module: certificates },
    saleSection,
    { resource: 'certificates-denial', module: certificateDenials },
    invitationSection,
    structureSection,
    // I1–I5: the admin's consultations inbox, and the support line of agents
    ...salesChatSections,
    analyticsSection,
    documentsSection,
    // M4: the issue page; the history at /cashbox-history is the declared `cashbox` resource's
    cashboxSection,
    // M9: general and customs; M8's templates are declared (common/resources/templates.ts)
    ...settingsSections,
    // K7/AC-09, K4, K6: the admin's screens at the client's addresses (decision K4/K6 admin screens)
    questionnairesSection,
    instructionSection,
    standardDocumentsSection,
  ]),
  redirects: { '/staff': '/staff/users', '/settings': '/settings/templates' },
};
