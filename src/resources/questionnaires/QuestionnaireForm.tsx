import Add from '@mui/icons-material/Add';
import { Alert, Button, FormControlLabel, Stack, Switch, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useFormSubmit } from '../../components/useFormSubmit';
import type { QuestionnaireFull, QuestionnaireInput } from '../../dataProvider/contentApi';
import { type Draft, moved, newQuestion, toDraft, toInput } from './editorState';
import { QuestionFields } from './QuestionFields';

interface Props {
  questionnaire?: QuestionnaireFull;
  onSave: (input: QuestionnaireInput) => Promise<void>;
}

/** K7 editor form: title, description, publish switch, and the questions in order; the server's field errors land on their fields. */
export function QuestionnaireForm({ questionnaire, onSave }: Props) {
  const translate = useTranslate();
  const [draft, setDraft] = useState<Draft>(() => toDraft(questionnaire));
  const { submit, errors, pending } = useFormSubmit(() => onSave(toInput(draft)));
  const set = (patch: Partial<Draft>) => setDraft((current) => ({ ...current, ...patch }));
  const setQuestions = (questions: Draft['questions']) => set({ questions });

  return (
    <Stack component="form" spacing={2} onSubmit={(event) => void submit(event)} noValidate>
      <TextField
        label={translate('app.questionnaires.editor.titleField')}
        value={draft.title}
        required
        onChange={(event) => set({ title: event.target.value })}
        error={!!errors.title}
        helperText={errors.title}
        slotProps={{ htmlInput: { maxLength: 255 } }}
      />
      <TextField
        label={translate('app.questionnaires.editor.description')}
        value={draft.description}
        multiline
        minRows={2}
        onChange={(event) => set({ description: event.target.value })}
        error={!!errors.description}
        helperText={errors.description}
        slotProps={{ htmlInput: { maxLength: 2000 } }}
      />
      {questionnaire && <Alert severity="info">{translate('app.questionnaires.editor.answersKept')}</Alert>}
      {errors.questions && <Alert severity="error">{errors.questions}</Alert>}
      {draft.questions.map((question, index) => (
        <QuestionFields
          key={question.key}
          question={question}
          index={index}
          count={draft.questions.length}
          errors={errors}
          onChange={(changed) => setQuestions(draft.questions.map((item) => (item.key === question.key ? changed : item)))}
          onMove={(by) => setQuestions(moved(draft.questions, index, by))}
          onRemove={() => setQuestions(draft.questions.filter((item) => item.key !== question.key))}
        />
      ))}
      <Button startIcon={<Add />} onClick={() => setQuestions([...draft.questions, newQuestion()])} sx={{ alignSelf: 'flex-start' }}>
        {translate('app.questionnaires.editor.addQuestion')}
      </Button>
      <FormControlLabel control={<Switch checked={draft.active} onChange={(_, active) => set({ active })} />} label={translate('app.questionnaires.editor.published')} />
      <Button type="submit" variant="contained" disabled={pending} sx={{ alignSelf: 'flex-start' }}>
        {translate('app.questionnaires.editor.save')}
      </Button>
    </Stack>
  );
}
