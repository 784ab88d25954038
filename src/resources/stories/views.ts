import { summaries } from '../../../common/resources/summaries';
import { lazyScreen } from '../../cabinets/lazyScreen';
import { declaredViews } from '../declared/declaredViews';

/** Stories (J2): the list at /stories with the spec's /stories/add and /stories/edit/{storyId}, loaded when first shown. */
export const views = declaredViews(summaries.stories, { routes: lazyScreen(() => import('./StoriesRoutes'), 'StoriesRoutes') });
