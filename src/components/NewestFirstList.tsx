import { CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { List, type ListProps, type RaRecord, SearchInput, TopToolbar, useTranslate } from 'react-admin';
import { DEFAULT_PER_PAGE } from '../../common/errors';
import { TotalBadge } from './TotalBadge';

/** The filters of a table searched by one box. */
export const SEARCH_FILTERS = [<SearchInput key="q" source="q" alwaysOn />];

interface NewestFirstListProps<RecordType extends RaRecord> extends Omit<ListProps<RecordType>, 'actions' | 'perPage' | 'sort'> {
  /** The header's buttons, after the count. */
  actions?: ReactNode;
  /** The count is exact up to this many records, '<overflowAt>+' beyond. */
  overflowAt?: number;
}

/** An empty staff table (react-admin shows it only when no filter is set): the resource's words and its add button. */
function StaffEmpty({ resource, actions }: { resource: string; actions?: ReactNode }) {
  const translate = useTranslate();
  return (
    <CardContent>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {translate(`resources.${resource}.empty`)}
      </Typography>
      {actions}
    </CardContent>
  );
}

/**
 * A staff table with the server's page size (Q2), newest first, its total counted in the header; empty, the resource's
 * own words (`resources.<name>.empty`) with its add button.
 */
export function NewestFirstList<RecordType extends RaRecord = RaRecord>({ actions, overflowAt = 100_000, children, ...props }: NewestFirstListProps<RecordType>) {
  const toolbar = (
    <TopToolbar sx={{ alignItems: 'center' }}>
      <TotalBadge overflowAt={overflowAt} />
      {actions}
    </TopToolbar>
  );
  return (
    <List
      perPage={DEFAULT_PER_PAGE}
      sort={{ field: 'created_at', order: 'DESC' }}
      actions={toolbar}
      exporter={false}
      empty={props.resource ? <StaffEmpty resource={props.resource} actions={actions} /> : undefined}
      {...props}
    >
      {children}
    </List>
  );
}
