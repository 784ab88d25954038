import { CardContent, Typography } from '@mui/material';
import { ListNoResults, useListContext, useTranslate } from 'react-admin';

/**
 * A declared list without rows: the resource's own text (`resources.<name>.empty`) under its header, whose actions
 * (Create, an upload) stay reachable, unlike react-admin's empty page; with filters set, react-admin's 'no results'.
 */
export function DeclaredEmpty({ resource }: { resource: string }) {
  const translate = useTranslate();
  const { filterValues } = useListContext();
  if (filterValues && Object.keys(filterValues).length > 0) return <ListNoResults resource={resource} />;
  return (
    <CardContent>
      <Typography variant="body2">{translate(`resources.${resource}.empty`)}</Typography>
    </CardContent>
  );
}
