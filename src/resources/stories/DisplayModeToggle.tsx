import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { STORY_DISPLAYS } from '../../../common/resources/stories';

type Display = (typeof STORY_DISPLAYS)[number];

/** J2: the SITE/DESIGNER mode; switching it reloads the list with that display's stories (the list opens on SITE). */
export function DisplayModeToggle() {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const display = (filterValues.display as Display | undefined) ?? 'SITE';
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={display}
      aria-label={translate('resources.stories.mode.label')}
      onChange={(_, value: Display | null) => value && setFilters({ ...filterValues, display: value })}
    >
      {STORY_DISPLAYS.map((mode) => <ToggleButton key={mode} value={mode}>{translate(`resources.stories.mode.${mode}`)}</ToggleButton>)}
    </ToggleButtonGroup>
  );
}
