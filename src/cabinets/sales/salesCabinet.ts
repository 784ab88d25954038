import certificateDenials from '../../resources/certificateDenials';
import certificates from '../../resources/certificates';
import { structureSection } from '../../resources/structure';
import { documentsSection } from '../../resources/partnerDocuments';
import { invitationSection } from '../../customRoutes/invitation';
import { saleSection } from '../../resources/sale';
import { analyticsSection } from '../../resources/analytics';
import { questionnairesSection } from '../../resources/questionnaires';
import { instructionSection } from '../../resources/instruction';
import { standardDocumentsSection } from '../../resources/standardDocuments';
import { lazy } from 'react';
import { settingsSections } from '../../resources/settings';
import type { CabinetDefinition } from '../types';
import { salesTexts } from './salesTexts';
import { withDeclaredSections } from '../declaredSections';

/**
 * The sales cabinet's sections (route table S1 §2.2). A screen that gets built replaces its placeholder
 * with `{ resource: '<name>', module: <import from src/resources/<name>> }`. A declared resource is not listed
 * here: its menu's `cabinets` bring its screens (withDeclaredSections, docs/architecture.md).
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
    { placeholder: '/support' },
    { placeholder: '/chat' },
    { placeholder: '/chat-new' },
    analyticsSection,
    documentsSection,
    { placeholder: '/stories' },
    { placeholder: '/cashbox' },
    { placeholder: '/cashbox-history' },
    { placeholder: '/sign-docs' },
    { placeholder: '/generate-certificate' },
    // M9: general and customs; /settings/templates and /settings/concierge-service stay placeholders
    ...settingsSections,
    { placeholder: '/settings' },
    // K7/AC-09, K4, K6: the admin's screens at the client's addresses (decision K4/K6 admin screens)
    questionnairesSection,
    instructionSection,
    standardDocumentsSection,
  ]),
  redirects: { '/staff': '/staff/users', '/settings': '/settings/templates' },
};
