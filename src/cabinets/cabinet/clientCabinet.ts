import { instructionSection } from '../../resources/instruction';
import { questionnairesSection } from '../../resources/questionnaires';
import { standardDocumentsSection } from '../../resources/standardDocuments';
import { telegramSection } from '../../resources/telegram';
import type { CabinetDefinition } from '../types';

/** The client cabinet's sections; see salesCabinet for how a built screen replaces its placeholder. */
export const clientCabinet: CabinetDefinition = {
  cabinet: 'cabinet',
  sections: [
    { placeholder: '/services' },
    { placeholder: '/order' },
    { placeholder: '/market-services' },
    { placeholder: '/market-rates' },
    { placeholder: '/chat' },
    { placeholder: '/chat-new' },
    questionnairesSection,
    standardDocumentsSection,
    instructionSection,
    telegramSection,
  ],
};
