import { Menu, useTranslate } from 'react-admin';
import { labelKeyOf, type MenuEntry } from './menuEntries';

export function MenuEntryLink({ entry }: { entry: MenuEntry }) {
  const translate = useTranslate();
  const Icon = entry.icon;
  return <Menu.Item to={entry.path} primaryText={translate(labelKeyOf(entry))} leftIcon={<Icon />} />;
}
