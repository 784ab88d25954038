import { templates } from '../../../common/resources/templates';
import { declaredScreens } from '../declared';
import { TemplateTabs } from './TemplateTabs';

/** M8: the generated templates' list and form, the tabs to categories and pictures in the list's actions. */
export const screens = declaredScreens(templates, { actions: <TemplateTabs /> });
