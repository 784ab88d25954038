import Download from '@mui/icons-material/Download';
import { IconButton, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Loading, useTranslate } from 'react-admin';
import { SimpleTable, type TableColumn } from '../../components/SimpleTable';
import { useFileDownload } from '../../components/useFileDownload';
import { type QuestionnaireFull, type QuestionnairePass, answersPdfPath } from '../../dataProvider/contentApi';
import { formatDateTime } from '../../format';
import { useContentApi } from './useContentApi';

/** AC-09: the admin reads a questionnaire's questions and who passed it, each client's answers as PDF. */
export function QuestionnairePasses({ questionnaire }: { questionnaire: QuestionnaireFull }) {
  const translate = useTranslate();
  const api = useContentApi();
  const download = useFileDownload();
  const { data, isPending } = useQuery({ queryKey: ['questionnaires', questionnaire.id, 'passes'], queryFn: () => api.passes(questionnaire.id) });
  const columns: TableColumn<QuestionnairePass>[] = [
    { key: 'client', cell: (row) => row.client_name },
    { key: 'passes', cell: (row) => row.passes },
    { key: 'passed_at', header: null, cell: (row) => formatDateTime(row.passed_at) },
    {
      key: 'pdf',
      header: null,
      cell: (row) => (
        <IconButton
          aria-label={translate('app.questionnaires.downloadPdf')}
          onClick={() => void download(answersPdfPath(questionnaire.id, row.client_id), `${questionnaire.title} ${row.client_name}.pdf`)}
        >
          <Download />
        </IconButton>
      ),
    },
  ];
  return (
    <>
      <Typography variant="h6">{translate('app.questionnaires.questions')}</Typography>
      <List dense>
        {questionnaire.questions.map((question, index) => (
          <ListItem key={question.id}>
            <ListItemText primary={`${index + 1}. ${question.text}`} secondary={question.options?.join(' · ')} />
          </ListItem>
        ))}
      </List>
      <Typography variant="h6">{translate('app.questionnaires.passesTitle')}</Typography>
      {isPending && <Loading />}
      {data && !data.length && <Typography>{translate('app.questionnaires.passesEmpty')}</Typography>}
      {!!data?.length && (
        <SimpleTable
          columns={columns}
          rows={data}
          rowKey={(row) => row.client_id}
          headers={(key) => translate(`app.questionnaires.${key}`)}
          label={translate('app.questionnaires.passesTitle')}
        />
      )}
    </>
  );
}
