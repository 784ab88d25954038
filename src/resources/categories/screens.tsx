import { categories } from '../../../common/resources/categories';
import { declaredScreens } from '../declared';
import { TemplateTabs } from '../templates/TemplateTabs';

/** M8: the dictionary list (name, edit, delete) as a tab of /settings/templates. */
export const screens = declaredScreens(categories, { above: <TemplateTabs /> });
