import Download from '@mui/icons-material/Download';
import { IconButton, List, ListItem, ListItemText, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Loading, useTranslate } from 'react-admin';
import { useFileDownload } from '../../components/useFileDownload';
import { type QuestionnaireFull, answersPdfPath } from '../../dataProvider/contentApi';
import { formatDateTime } from '../../format';
import { useContentApi } from './useContentApi';

/** AC-09: the admin reads a questionnaire's questions and who passed it, each client's answers as PDF. */
export function QuestionnairePasses({ questionnaire }: { questionnaire: QuestionnaireFull }) {
  const translate = useTranslate();
  const api = useContentApi();
  const download = useFileDownload();
  const { data, isPending } = useQuery({ queryKey: ['questionnaires', questionnaire.id, 'passes'], queryFn: () => api.passes(questionnaire.id) });
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
        <Table size="small" aria-label={translate('app.questionnaires.passesTitle')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('app.questionnaires.client')}</TableCell>
              <TableCell>{translate('app.questionnaires.passes')}</TableCell>
              <TableCell />
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {data.map((row) => (
              <TableRow key={row.client_id}>
                <TableCell>{row.client_name}</TableCell>
                <TableCell>{row.passes}</TableCell>
                <TableCell>{formatDateTime(row.passed_at)}</TableCell>
                <TableCell>
                  <IconButton
                    aria-label={translate('app.questionnaires.downloadPdf')}
                    onClick={() => void download(answersPdfPath(questionnaire.id, row.client_id), `${questionnaire.title} ${row.client_name}.pdf`)}
                  >
                    <Download />
                  </IconButton>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </>
  );
}
