import { partnerAnalyticSection, partnerProgramSection } from '../../resources/partnerCabinet';
import type { CabinetDefinition } from '../types';
import { partnerTexts } from './partnerTexts';
import { withDeclaredSections } from '../declaredSections';

/** The partner (cpa) cabinet's sections; its home is the partner analytics (B2, docs/decisions.md). */
export const partnerCabinet: CabinetDefinition = {
  cabinet: 'cpa',
  texts: partnerTexts,
  sections: withDeclaredSections('cpa', [partnerAnalyticSection, partnerProgramSection]),
};
