import { CanAccess } from 'react-admin';
import type { CabinetSection } from '../../cabinets/types';
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
  element: (
    <CanAccess resource="questionnaires" action="list">
      {sectionRoutes({
        '': <QuestionnaireList />,
        new: <CanAccess resource="questionnaires" action="create"><QuestionnaireEditor /></CanAccess>,
        ':id': <QuestionnairePage />,
        ':id/edit': <CanAccess resource="questionnaires" action="edit"><QuestionnaireEditor /></CanAccess>,
      })}
    </CanAccess>
  ),
};
