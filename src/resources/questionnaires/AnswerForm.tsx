import { Button, Checkbox, FormControl, FormControlLabel, FormGroup, FormHelperText, FormLabel, Radio, RadioGroup, Stack, TextField } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import type { AnswerValue, PassedAnswers, Question } from '../../dataProvider/contentApi';

type Values = Record<string, AnswerValue>;

/** `answers.<question id>` → text, from the error contract's field errors. */
function fieldErrors(error: unknown): Record<string, string> {
  const errors = (error as { body?: { errors?: Record<string, string> } }).body?.errors ?? {};
  return Object.fromEntries(Object.entries(errors).map(([field, text]) => [field.replace(/^answers\./, ''), text]));
}

/** The three question kinds of K7: one option, several options, free text; required ones are marked. */
export function AnswerForm({ questions, initial, onSubmit }: { questions: Question[]; initial: PassedAnswers['answers']; onSubmit: (answers: PassedAnswers['answers']) => Promise<void> }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [values, setValues] = useState<Values>(() => Object.fromEntries(initial.map((answer) => [answer.question_id, answer.value])));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);
  const set = (id: string, value: AnswerValue) => setValues((current) => ({ ...current, [id]: value }));
  const toggle = (id: string, option: string, on: boolean) => {
    const chosen = Array.isArray(values[id]) ? (values[id] as string[]) : [];
    set(id, on ? [...chosen, option] : chosen.filter((item) => item !== option));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    try {
      await onSubmit(questions.filter((question) => values[question.id] !== undefined).map((question) => ({ question_id: question.id, value: values[question.id]! })));
      setErrors({});
    } catch (error) {
      setErrors(fieldErrors(error));
      notify((error as Error).message, { type: 'error' });
    } finally {
      setPending(false);
    }
  };

  return (
    <Stack component="form" spacing={3} onSubmit={(event) => void submit(event)} noValidate>
      {questions.map((question) => (
        <FormControl key={question.id} error={!!errors[question.id]} required={question.required} component="fieldset">
          <FormLabel component="legend">{question.text}</FormLabel>
          {question.kind === 'single' && (
            <RadioGroup value={typeof values[question.id] === 'string' ? values[question.id] : ''} onChange={(_, value) => set(question.id, value)}>
              {question.options?.map((option) => <FormControlLabel key={option} value={option} control={<Radio />} label={option} />)}
            </RadioGroup>
          )}
          {question.kind === 'multiple' && (
            <FormGroup>
              {question.options?.map((option) => (
                <FormControlLabel
                  key={option}
                  label={option}
                  control={<Checkbox checked={Array.isArray(values[question.id]) && values[question.id]!.includes(option)} onChange={(_, on) => toggle(question.id, option, on)} />}
                />
              ))}
            </FormGroup>
          )}
          {question.kind === 'text' && (
            <TextField
              multiline
              minRows={2}
              value={typeof values[question.id] === 'string' ? values[question.id] : ''}
              onChange={(event) => set(question.id, event.target.value)}
              slotProps={{ htmlInput: { 'aria-label': question.text, maxLength: 2000 } }}
            />
          )}
          <FormHelperText>{errors[question.id] ?? (question.required ? translate('app.questionnaires.required') : ' ')}</FormHelperText>
        </FormControl>
      ))}
      <Button type="submit" variant="contained" disabled={pending} sx={{ alignSelf: 'flex-start' }}>
        {translate('app.questionnaires.submit')}
      </Button>
    </Stack>
  );
}
