import { CardContent, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { ListNoResults, useListContext, useTranslate } from 'react-admin';

/**
 * A declared list without rows: the resource's own text (`resources.<name>.empty`, 'Промокодов пока нет') and its own
 * create button ('Новый промокод', `resources.<name>.action.create`) where the user may create one, under the list's
 * header, whose actions (an upload) stay reachable, instead of react-admin's 'Нет Промокод. Вы хотите добавить еще
 * одну?'; with filters set (other than the list's default ones), react-admin's 'no results'.
 */
export function DeclaredEmpty({ resource, create, modes = [] }: { resource: string; create?: ReactNode; modes?: readonly string[] }) {
  const translate = useTranslate();
  const { filterValues } = useListContext();
  // a list's default filters are its modes (the stories' display), not a search that found nothing
  const searched = Object.keys(filterValues ?? {}).filter((key) => !modes.includes(key));
  if (searched.length > 0) return <ListNoResults resource={resource} />;
  return (
    <CardContent>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography variant="body2">{translate(`resources.${resource}.empty`)}</Typography>
        {create}
      </Stack>
    </CardContent>
  );
}
