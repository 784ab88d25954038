import { Tab, Tabs } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link, useLocation } from 'react-router-dom';

const TABS = [
  { key: 'templates', path: '/settings/templates' },
  { key: 'categories', path: '/settings/templates/categories' },
  { key: 'pictures', path: '/settings/templates/pictures' },
] as const;

/** M8: /settings/templates holds the templates, their categories (the dictionary list) and their pictures. */
export function TemplateTabs() {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const current = [...TABS].reverse().find((tab) => pathname.startsWith(tab.path))?.path ?? TABS[0].path;
  return (
    <Tabs value={current} sx={{ mb: 1 }}>
      {TABS.map((tab) => (
        <Tab key={tab.key} value={tab.path} label={translate(`resources.templates.tabs.${tab.key}`)} component={Link} to={tab.path} />
      ))}
    </Tabs>
  );
}
