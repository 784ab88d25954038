import Download from '@mui/icons-material/Download';
import { Alert, Button, Stack } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Loading, useNotify, useTranslate } from 'react-admin';
import { useFileDownload } from '../../components/useFileDownload';
import { type PassFilledFor, type PassedAnswers, type QuestionnaireFull, answersPdfPath } from '../../dataProvider/contentApi';
import { formatDateTime } from '../../format';
import { AnswerForm } from './AnswerForm';
import { useContentApi } from './useContentApi';

/** K7 for a client: the latest own pass with its PDF, and the form to (re)answer. */
export function ClientQuestionnaire({ questionnaire }: { questionnaire: QuestionnaireFull }) {
  const translate = useTranslate();
  const notify = useNotify();
  const api = useContentApi();
  const download = useFileDownload();
  const queryClient = useQueryClient();
  const key = ['questionnaires', questionnaire.id, 'passed'];
  const { data: passed, isPending } = useQuery({ queryKey: key, queryFn: () => api.passed(questionnaire.id) });
  const lastPass = useRef<HTMLDivElement>(null);
  const [answered, setAnswered] = useState(false);
  // the form is sent from its end; on a phone the new pass and its PDF appear a screen above, so bring them into view
  useEffect(() => {
    if (answered) lastPass.current?.scrollIntoView?.({ block: 'center' });
  }, [answered, passed?.passed_at]);
  if (isPending || !passed) return <Loading />;

  const submit = async (answers: PassedAnswers['answers'], filledFor: PassFilledFor) => {
    const saved = await api.answer(questionnaire.id, answers, filledFor);
    queryClient.setQueryData(key, saved);
    setAnswered(true);
    await queryClient.invalidateQueries({ queryKey: ['questionnaires', 'list'] });
    notify('app.questionnaires.submitted', { type: 'success' });
  };

  return (
    <Stack spacing={2}>
      {passed.passed_at && passed.client_id && (
        <Alert
          ref={lastPass}
          severity="success"
          action={
            <Button
              color="inherit"
              startIcon={<Download />}
              onClick={() => void download(answersPdfPath(questionnaire.id, passed.client_id!), `${questionnaire.title}.pdf`)}
            >
              {translate('app.questionnaires.downloadPdf')}
            </Button>
          }
        >
          {translate('app.questionnaires.lastPass', { date: formatDateTime(passed.passed_at) })}
        </Alert>
      )}
      <AnswerForm
        key={passed.passed_at ?? 'new'}
        questions={questionnaire.questions}
        initial={passed.answers}
        certificates={passed.certificates}
        filled={passed}
        onSubmit={submit}
      />
    </Stack>
  );
}
