import { defineMessages } from './define';

/** Server texts: the agent structure's writes (G9, G10): its subdivision nodes and an agent's move. */
export const structureMessages = defineMessages({
  ru: {
    'structure.nameRequired': 'Введите название подразделения',
    'structure.changeRequired': 'Укажите новое название или новое место подразделения',
    'structure.parentForeign': 'Подразделение можно поместить только в подразделение того же партнера',
    'structure.parentCycle': 'Подразделение нельзя поместить в него самого или во вложенное в него подразделение',
    'structure.hasChildren': 'В подразделении есть вложенные подразделения: сначала перенесите или удалите их',
    'structure.hasAgents': 'В подразделении есть агенты: сначала переведите их в другое подразделение',
  },
  kk: {
    'structure.nameRequired': 'Бөлімшенің атауын енгізіңіз',
    'structure.changeRequired': 'Бөлімшенің жаңа атауын немесе жаңа орнын көрсетіңіз',
    'structure.parentForeign': 'Бөлімшені тек сол серіктестің бөлімшесіне орналастыруға болады',
    'structure.parentCycle': 'Бөлімшені өзіне немесе өзіне кіретін бөлімшеге орналастыруға болмайды',
    'structure.hasChildren': 'Бөлімшеде ішкі бөлімшелер бар: алдымен оларды ауыстырыңыз немесе жойыңыз',
    'structure.hasAgents': 'Бөлімшеде агенттер бар: алдымен оларды басқа бөлімшеге ауыстырыңыз',
  },
  en: {
    'structure.nameRequired': 'Enter the subdivision’s name',
    'structure.changeRequired': 'Give the subdivision a new name or a new place',
    'structure.parentForeign': 'A subdivision can only be placed under a subdivision of the same partner',
    'structure.parentCycle': 'A subdivision cannot be placed under itself or under one of its own subdivisions',
    'structure.hasChildren': 'The subdivision holds other subdivisions: move or delete them first',
    'structure.hasAgents': 'The subdivision has agents: move them to another subdivision first',
  },
});
