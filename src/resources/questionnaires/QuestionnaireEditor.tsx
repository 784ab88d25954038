import { Card, CardContent, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Loading, Title, useNotify, useTranslate } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import type { QuestionnaireInput } from '../../dataProvider/contentApi';
import { QuestionnaireForm } from './QuestionnaireForm';
import { useContentApi } from './useContentApi';

/** K7 for the admin: a new questionnaire (/questionarie/new) or an existing one rewritten (/questionarie/:id/edit). */
export function QuestionnaireEditor() {
  const { id } = useParams();
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const api = useContentApi();
  const queryClient = useQueryClient();
  const { data, isPending, error } = useQuery({ queryKey: ['questionnaires', id, 'full'], queryFn: () => api.questionnaire(id!), enabled: !!id });
  const title = id ? 'app.questionnaires.editor.editTitle' : 'app.questionnaires.editor.newTitle';

  const save = async (input: QuestionnaireInput) => {
    const saved = id ? await api.saveQuestionnaire(id, input) : await api.createQuestionnaire(input);
    queryClient.setQueryData(['questionnaires', saved.id, 'full'], saved);
    await queryClient.invalidateQueries({ queryKey: ['questionnaires', 'list'] });
    notify('app.questionnaires.editor.saved', { type: 'success' });
    navigate(`../${saved.id}`);
  };

  return (
    <Card sx={{ mt: 2 }}>
      <Title title={title} />
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="h5" component="h1">
            {translate(title)}
          </Typography>
          {id && isPending && <Loading />}
          {error && <Typography color="error">{error.message}</Typography>}
          {(!id || data) && <QuestionnaireForm questionnaire={data} onSave={save} />}
        </Stack>
      </CardContent>
    </Card>
  );
}
