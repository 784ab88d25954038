import { templates } from '../../../common/resources/templates';
import { declaredScreens } from '../declared';
import { TemplateTabs } from './TemplateTabs';

/** M8: the generated templates' list and form, the tabs to categories and pictures above the list. */
export const screens = declaredScreens(templates, { above: <TemplateTabs /> });
