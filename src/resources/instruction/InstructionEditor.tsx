import { Button, Card, CardContent, Stack, Tab, Tabs, TextField, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Loading, Title, useTranslate } from 'react-admin';
import { usePendingCall } from '../../components/usePendingCall';
import type { WorkInstruction } from '../../dataProvider/contentApi';
import { formatDateTime } from '../../format';
import { useContentApi } from '../questionnaires/useContentApi';
import { InstructionHtml } from './InstructionHtml';

const LANGS: WorkInstruction['lang'][] = ['ru', 'kk', 'en'];

function LanguageEditor({ lang }: { lang: WorkInstruction['lang'] }) {
  const translate = useTranslate();
  const api = useContentApi();
  const queryClient = useQueryClient();
  const key = ['instruction', 'edit', lang];
  const { data, isPending } = useQuery({ queryKey: key, queryFn: () => api.instruction(lang) });
  const [draft, setDraft] = useState<string | null>(null);
  const { call, pending: saving } = usePendingCall();
  if (isPending || !data) return <Loading />;
  const html = draft ?? data.html;
  const save = () =>
    call(async () => {
      const saved = await api.saveInstruction(lang, html);
      queryClient.setQueryData(key, saved);
      setDraft(null);
      await queryClient.invalidateQueries({ queryKey: ['instruction', 'view'] });
    }, 'app.instruction.saved');
  return (
    <Stack spacing={2}>
      <TextField label={translate('app.instruction.html')} multiline minRows={10} value={html} onChange={(event) => setDraft(event.target.value)} slotProps={{ htmlInput: { maxLength: 200000 } }} />
      <Stack direction="row" spacing={2} alignItems="center">
        <Button variant="contained" onClick={() => void save()} disabled={saving || draft === null}>
          {translate('app.instruction.save')}
        </Button>
        {data.updated_at && <Typography color="text.secondary">{translate('app.instruction.updatedAt', { date: formatDateTime(data.updated_at) })}</Typography>}
      </Stack>
      <Typography variant="h6">{translate('app.instruction.preview')}</Typography>
      <InstructionHtml html={data.html} />
    </Stack>
  );
}

/** K4 for the admin: the instruction per language as HTML, sanitized by the server on save; the preview shows what was stored. */
export function InstructionEditor() {
  const translate = useTranslate();
  const [lang, setLang] = useState<WorkInstruction['lang']>('ru');
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="app.instruction.editTitle" />
      <CardContent>
        <Tabs value={lang} onChange={(_, value: WorkInstruction['lang']) => setLang(value)} aria-label={translate('app.instruction.language')}>
          {LANGS.map((code) => <Tab key={code} value={code} label={translate(`app.instruction.languages.${code}`)} />)}
        </Tabs>
        <Stack sx={{ mt: 2 }}>
          <LanguageEditor key={lang} lang={lang} />
        </Stack>
      </CardContent>
    </Card>
  );
}
