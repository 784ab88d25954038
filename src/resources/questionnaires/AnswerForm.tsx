import { Button, Checkbox, FormControl, FormControlLabel, FormGroup, FormHelperText, FormLabel, Radio, RadioGroup, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useFormSubmit } from '../../components/useFormSubmit';
import type { AnswerValue, CertificateChoice, PassFilledFor, PassedAnswers, Question } from '../../dataProvider/contentApi';
import { type FilledFor, FilledForFields } from './FilledForFields';

type Values = Record<string, AnswerValue>;

/** The error contract names a question's field `answers.<question id>`. */
const questionOf = (field: string) => field.replace(/^answers\./, '');

interface AnswerFormProps {
  questions: Question[];
  initial: PassedAnswers['answers'];
  /** The client's certificates a pass may be filled for, and what the latest pass was filled for. */
  certificates?: CertificateChoice[];
  filled?: { certificate_id: string | null; shared: boolean };
  onSubmit: (answers: PassedAnswers['answers'], filledFor: PassFilledFor) => Promise<void>;
}

/** The body's part of what a pass is filled for: a certificate only when the client chose among several, the consent when it can matter. */
const filledForBody = (certificates: CertificateChoice[], { certificateId, shared }: FilledFor): PassFilledFor => ({
  ...(certificates.length > 1 && certificateId ? { certificate_id: certificateId } : {}),
  ...(certificates.length ? { shared } : {}),
});

/** The three question kinds of K7: one option, several options, free text; required ones are marked. */
export function AnswerForm({ questions, initial, certificates = [], filled, onSubmit }: AnswerFormProps) {
  const translate = useTranslate();
  const [values, setValues] = useState<Values>(() => Object.fromEntries(initial.map((answer) => [answer.question_id, answer.value])));
  const [filledFor, setFilledFor] = useState<FilledFor>(() => ({
    certificateId: certificates.some((certificate) => certificate.id === filled?.certificate_id) ? filled!.certificate_id! : '',
    shared: filled?.shared ?? false,
  }));
  const { submit, errors, pending } = useFormSubmit(
    () =>
      onSubmit(
        questions.filter((question) => values[question.id] !== undefined).map((question) => ({ question_id: question.id, value: values[question.id]! })),
        filledForBody(certificates, filledFor),
      ),
    questionOf,
  );
  const set = (id: string, value: AnswerValue) => setValues((current) => ({ ...current, [id]: value }));
  const toggle = (id: string, option: string, on: boolean) => {
    const chosen = Array.isArray(values[id]) ? (values[id] as string[]) : [];
    set(id, on ? [...chosen, option] : chosen.filter((item) => item !== option));
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
      <FilledForFields certificates={certificates} value={filledFor} error={errors.certificate_id} onChange={setFilledFor} />
      <Button type="submit" variant="contained" disabled={pending} sx={{ alignSelf: 'flex-start' }}>
        {translate('app.questionnaires.submit')}
      </Button>
    </Stack>
  );
}
