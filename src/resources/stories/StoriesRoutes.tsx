import { Navigate, useLocation } from 'react-router-dom';
import { summaries } from '../../../common/resources/summaries';
import { resourceRoutes } from '../../cabinets/sectionRoutes';
import { recordPage } from '../declared/pageRoutes';
import { screens } from './screens';

const { list: List, edit, create } = screens;

/** The generated 'create' address leads to the spec's /stories/add, its query string kept. */
function ToAdd() {
  const { search } = useLocation();
  return <Navigate replace to={`/stories/add${search}`} />;
}

/** J2's addresses: the list at /stories, a new story at /stories/add, a story at /stories/edit/{storyId}. */
export function StoriesRoutes() {
  return resourceRoutes(summaries.stories.name, {
    '': <List />,
    add: recordPage(summaries.stories, create!, create),
    edit: <ToAdd />,
    'edit/:id/*': recordPage(summaries.stories, edit!, create),
  });
}
