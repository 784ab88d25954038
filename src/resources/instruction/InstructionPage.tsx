import { Card, CardContent, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Loading, Title, useLocaleState, useTranslate } from 'react-admin';
import { useContentApi } from '../questionnaires/useContentApi';
import { InstructionHtml } from './InstructionHtml';

/** K4: the work instruction in the client's language (Russian when not written in it). */
export function InstructionPage() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const api = useContentApi();
  const { data, isPending, error } = useQuery({ queryKey: ['instruction', 'view', locale], queryFn: () => api.instruction() });
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="app.instruction.title" />
      <CardContent>
        {isPending && <Loading />}
        {error && <Typography color="error">{error.message}</Typography>}
        {data && (data.html ? <InstructionHtml html={data.html} /> : <Typography>{translate('app.instruction.empty')}</Typography>)}
      </CardContent>
    </Card>
  );
}
