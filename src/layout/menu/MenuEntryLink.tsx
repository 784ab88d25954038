import { Menu, useTranslate } from 'react-admin';
import { labelKeyOf, type MenuEntry } from './menuEntries';

export function MenuEntryLink({ entry }: { entry: MenuEntry }) {
  const translate = useTranslate();
  const Icon = entry.icon;
  const Badge = entry.badge;
  const label = translate(labelKeyOf(entry));
  return (
    <Menu.Item
      to={entry.path}
      primaryText={Badge ? <>{label} <Badge /></> : label}
      leftIcon={<Icon />}
    />
  );
}
