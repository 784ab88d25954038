import { onboardingSections } from '../../customRoutes/onboarding';
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
    { placeholder: '/questionarie' },
    { placeholder: '/standard-documents' },
    { placeholder: '/instruction_work' },
    { placeholder: '/auth-tg' },
    ...onboardingSections,
  ],
};
