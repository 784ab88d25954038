import Add from '@mui/icons-material/Add';
import Quiz from '@mui/icons-material/Quiz';
import { Button, Card, CardContent, Chip, List, ListItem, ListItemButton, ListItemIcon, ListItemText, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Loading, Title, useCanAccess, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { formatDateTime } from '../../format';
import { useContentApi } from './useContentApi';

/** K7: the active questionnaires with the caller's latest pass; the admin sees drafts too and creates new ones. */
export function QuestionnaireList() {
  const translate = useTranslate();
  const api = useContentApi();
  const { canAccess: canCreate } = useCanAccess({ resource: 'questionnaires', action: 'create' });
  const { data, isPending, error } = useQuery({ queryKey: ['questionnaires', 'list'], queryFn: () => api.questionnaires() });
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="app.questionnaires.title" />
      <CardContent>
        {canCreate && (
          <Button component={Link} to="new" startIcon={<Add />} variant="contained">
            {translate('app.questionnaires.editor.create')}
          </Button>
        )}
        {isPending && <Loading />}
        {error && <Typography color="error">{error.message}</Typography>}
        {data && !data.length && <Typography>{translate('app.questionnaires.empty')}</Typography>}
        <List aria-label={translate('app.questionnaires.title')}>
          {data?.map((row) => (
            <ListItem key={row.id} disablePadding divider>
              <ListItemButton component={Link} to={row.id}>
                <ListItemIcon>
                  <Quiz />
                </ListItemIcon>
                {!row.active && <Chip size="small" label={translate('app.questionnaires.editor.draft')} sx={{ order: 1 }} />}
                <ListItemText
                  primary={row.title}
                  secondary={row.passed_at ? translate('app.questionnaires.passedAt', { date: formatDateTime(row.passed_at) }) : (row.description ?? translate('app.questionnaires.notPassed'))}
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
}
