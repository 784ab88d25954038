import type { FeatureMessages } from '../types';
import type { Cabinet } from '../../../common/roles';

/** The cabinets showing these texts; a catalogue without this line is in every cabinet (src/i18n/catalogues.ts). */
export const cabinets: readonly Cabinet[] = ['sales'];

/** The cabinets whose first screen shows these texts; without this line, all (src/i18n/catalogues.ts). */
export const firstScreens: readonly Cabinet[] = [];

/** The agent structure (G10): the tree and the agent card. */
export const structureMessages: FeatureMessages = {
  ru: {
    app: {
      structure: {
        title: 'Структура агентов',
        empty: 'В вашей структуре пока никого нет',
        noSubdivision: 'Без подразделения',
        manager: 'менеджер',
        blocked: 'заблокирован',
        card: 'Карточка агента',
        back: 'К структуре',
      },
    },
  },
  kk: {
    app: {
      structure: {
        title: 'Агенттер құрылымы',
        empty: 'Құрылымыңызда әзірге ешкім жоқ',
        noSubdivision: 'Бөлімшесіз',
        manager: 'менеджер',
        blocked: 'бұғатталған',
        card: 'Агент карточкасы',
        back: 'Құрылымға',
      },
    },
  },
  en: {
    app: {
      structure: {
        title: 'Agent structure',
        empty: 'There is nobody in your structure yet',
        noSubdivision: 'No subdivision',
        manager: 'manager',
        blocked: 'blocked',
        card: 'Agent card',
        back: 'Back to the structure',
      },
    },
  },
};
