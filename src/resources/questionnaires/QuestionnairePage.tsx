import Edit from '@mui/icons-material/Edit';
import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Loading, Title, useCanAccess, useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { ClientQuestionnaire } from './ClientQuestionnaire';
import { QuestionnairePasses } from './QuestionnairePasses';
import { useContentApi } from './useContentApi';

/** K7: one questionnaire; a client answers it, the admin reads its questions and who passed it (AC-09). */
export function QuestionnairePage() {
  const { id = '' } = useParams();
  const api = useContentApi();
  const translate = useTranslate();
  const { canAccess: canAnswer } = useCanAccess({ resource: 'questionnaires', action: 'answer' });
  const { canAccess: canEdit } = useCanAccess({ resource: 'questionnaires', action: 'edit' });
  const { data, isPending, error } = useQuery({ queryKey: ['questionnaires', id, 'full'], queryFn: () => api.questionnaire(id) });
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={data?.title ?? 'app.questionnaires.title'} />
      <CardContent>
        <Stack spacing={2}>
          {isPending && <Loading />}
          {error && <Typography color="error">{error.message}</Typography>}
          {data && (
            <>
              <Typography variant="h5" component="h1">
                {data.title}
              </Typography>
              {data.description && <Typography color="text.secondary">{data.description}</Typography>}
              {canEdit && (
                <Button component={Link} to="edit" startIcon={<Edit />} sx={{ alignSelf: 'flex-start' }}>
                  {translate('app.questionnaires.editor.edit')}
                </Button>
              )}
              {canAnswer ? <ClientQuestionnaire questionnaire={data} /> : <QuestionnairePasses questionnaire={data} />}
            </>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
