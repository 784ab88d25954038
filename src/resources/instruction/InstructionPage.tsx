import { Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useLocaleState, useTranslate } from 'react-admin';
import { QueryPage } from '../../components/QueryPage';
import { useContentApi } from '../questionnaires/useContentApi';
import { InstructionHtml } from './InstructionHtml';

/** K4: the work instruction in the client's language (Russian when not written in it). */
export function InstructionPage() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const api = useContentApi();
  const query = useQuery({ queryKey: ['instruction', 'view', locale], queryFn: () => api.instruction() });
  return (
    <QueryPage title="app.instruction.title" query={query}>
      {(data) => (data.html ? <InstructionHtml html={data.html} /> : <Typography>{translate('app.instruction.empty')}</Typography>)}
    </QueryPage>
  );
}
