import type { CabinetSection } from '../../cabinets/types';
import { guarded } from '../../cabinets/guardedPage';
import { lazyScreen } from '../../cabinets/lazyScreen';
import { sectionRoutes } from '../../cabinets/sectionRoutes';

const QuestionnaireList = lazyScreen(() => import('./QuestionnaireList'), 'QuestionnaireList');
const QuestionnairePage = lazyScreen(() => import('./QuestionnairePage'), 'QuestionnairePage');
const QuestionnaireEditor = lazyScreen(() => import('./QuestionnaireEditor'), 'QuestionnaireEditor');

/**
 * K7: /questionarie (the spec's spelling) lists, /questionarie/:id answers (client) or shows who passed (admin, AC-09);
 * the admin writes questionnaires at /questionarie/new and /questionarie/:id/edit.
 */
export const questionnairesSection: CabinetSection = {
  path: '/questionarie',
  element: guarded(
    { resource: 'questionnaires', action: 'list' },
    sectionRoutes({
      '': <QuestionnaireList />,
      new: guarded({ resource: 'questionnaires', action: 'create' }, <QuestionnaireEditor />),
      ':id': <QuestionnairePage />,
      ':id/edit': guarded({ resource: 'questionnaires', action: 'edit' }, <QuestionnaireEditor />),
    }),
  ),
};
