/**
 * Every server catalogue, one line each; server/i18n/messages.ts merges whatever this exports.
 * A new domain adds its file and one line here (any place: lines are independent, and .gitattributes
 * merges this file by union so two branches adding a line do not conflict); tests/server/i18n-catalogues.test.ts
 * fails for a catalogue file missing here.
 */
export { analyticsMessages } from './analytics';
export { authMessages } from './auth';
export { cabinetMessages } from './cabinet';
export { catalogueMessages } from './catalogue';
export { commonMessages } from './common';
export { contentMessages } from './content';
export { creditMessages } from './credit';
export { onboardingMessages } from './onboarding';
export { organisationMessages } from './organisation';
export { questionnaireMessages } from './questionnaires';
export { salesMessages } from './sales';
export { uploadMessages } from './uploads';
