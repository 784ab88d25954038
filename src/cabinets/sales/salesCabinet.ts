import certificateDenials from '../../resources/certificateDenials';
import certificatePayments from '../../resources/certificatePayments';
import certificates from '../../resources/certificates';
import registers from '../../resources/registers';
import clients, { staffUsersSection } from '../../resources/clients';
import agents, { staffAgentsSection } from '../../resources/agents';
import { staffJournalSection } from '../../resources/journal';
import { structureSection } from '../../resources/structure';
import { loaderSection } from '../../resources/loader';
import partners from '../../resources/partners';
import subdivisions, { subdivisionsSection } from '../../resources/subdivisions';
import { documentsSection } from '../../resources/partnerDocuments';
import { invitationSection } from '../../customRoutes/invitation';
import services from '../../resources/services';
import tariffs from '../../resources/tariffs';
import promo from '../../resources/promo';
import { saleSection } from '../../resources/sale';
import { analyticsSection } from '../../resources/analytics';
import { questionnairesSection } from '../../resources/questionnaires';
import { instructionSection } from '../../resources/instruction';
import { standardDocumentsSection } from '../../resources/standardDocuments';
import type { CabinetDefinition } from '../types';
import { salesTexts } from './salesTexts';
import { withDeclaredSections } from '../declaredSections';

/**
 * The sales cabinet's sections (route table S1 §2.2). A screen that gets built replaces its placeholder
 * with `{ resource: '<name>', module: <import from src/resources/<name>> }`.
 */
export const salesCabinet: CabinetDefinition = {
  cabinet: 'sales',
  texts: salesTexts,
  sections: withDeclaredSections('sales', [
    { resource: 'certificates', module: certificates },
    saleSection,
    { resource: 'certificates-denial', module: certificateDenials },
    { resource: 'certificates-payments', module: certificatePayments },
    { resource: 'certificates-registers', module: registers },
    { resource: 'services', module: services },
    { resource: 'tariffs', module: tariffs },
    { resource: 'promo', module: promo },
    { resource: 'partners', module: partners },
    // G7: the subdivision screens live under /partners/subdivisions (the spec's and the menu's address)
    { resource: 'subdivisions', module: subdivisions },
    subdivisionsSection,
    invitationSection,
    { resource: 'clients', module: clients },
    // the staff tables live at /staff/users, /staff/agents and /staff/journal (the menu's addresses)
    staffUsersSection,
    { resource: 'agents', module: agents },
    staffAgentsSection,
    staffJournalSection,
    structureSection,
    loaderSection,
    { placeholder: '/support' },
    { placeholder: '/chat' },
    { placeholder: '/chat-new' },
    analyticsSection,
    documentsSection,
    { placeholder: '/sms' },
    { placeholder: '/email' },
    { placeholder: '/stories' },
    { placeholder: '/orders-list' },
    { placeholder: '/cashbox' },
    { placeholder: '/cashbox-history' },
    { placeholder: '/sign-docs' },
    { placeholder: '/generate-certificate' },
    { placeholder: '/settings' },
    // K7/AC-09, K4, K6: the admin's screens at the client's addresses (decision K4/K6 admin screens)
    questionnairesSection,
    instructionSection,
    standardDocumentsSection,
  ]),
  redirects: { '/staff': '/staff/users', '/settings': '/settings/templates' },
};
