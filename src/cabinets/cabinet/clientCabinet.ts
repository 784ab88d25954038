import { clientChatSections } from '../../resources/chat';
import { clientOrdersSection } from '../../resources/clientOrders';
import { marketRatesSection, marketServicesSection } from '../../resources/market';
import { myCertificatesSection } from '../../resources/myCertificates';
import { myServicesSection } from '../../resources/myServices';
import { onboardingSections } from '../../customRoutes/onboarding';
import { paymentResultSection } from '../../customRoutes/paymentResult';
import { storefrontSection } from '../../customRoutes/storefront';
import { signingSection } from '../../customRoutes/signing';
import { instructionSection } from '../../resources/instruction';
import { questionnairesSection } from '../../resources/questionnaires';
import { standardDocumentsSection } from '../../resources/standardDocuments';
import { telegramSection } from '../../resources/telegram';
import type { CabinetDefinition } from '../types';
import { clientTexts } from './clientTexts';
import { withDeclaredSections } from '../declaredSections';

/** The client cabinet's sections; see salesCabinet for how a built screen replaces its placeholder. */
export const clientCabinet: CabinetDefinition = {
  cabinet: 'cabinet',
  texts: clientTexts,
  sections: withDeclaredSections('cabinet', [
    myServicesSection,
    clientOrdersSection,
    marketServicesSection,
    marketRatesSection,
    ...clientChatSections,
    myCertificatesSection,
    ...onboardingSections,
    paymentResultSection,
    storefrontSection,
    signingSection,
    questionnairesSection,
    standardDocumentsSection,
    instructionSection,
    telegramSection,
  ]),
};
