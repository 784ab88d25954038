import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import Delete from '@mui/icons-material/Delete';
import { Checkbox, FormControlLabel, IconButton, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { QUESTION_KINDS } from '../../../common/enums';
import type { QuestionKind } from '../../dataProvider/contentApi';
import { enumLabel } from '../../i18n/enumLabel';
import type { DraftQuestion } from './editorState';

const KINDS: readonly QuestionKind[] = QUESTION_KINDS;

interface Props {
  question: DraftQuestion;
  index: number;
  count: number;
  errors: Record<string, string>;
  onChange: (question: DraftQuestion) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}

/** One question of the editor: its text, kind, options (one a line), required flag, and its place in the order. */
export function QuestionFields({ question, index, count, errors, onChange, onMove, onRemove }: Props) {
  const translate = useTranslate();
  const field = (name: string) => errors[`questions.${index}.${name}`];
  const set = (patch: Partial<DraftQuestion>) => onChange({ ...question, ...patch });
  const label = translate('app.questionnaires.editor.question', { number: index + 1 });
  return (
    <Paper variant="outlined" sx={{ p: 2 }} role="group" aria-label={label}>
      <Stack spacing={2}>
        <Stack direction="row" alignItems="center" spacing={1}>
          <Typography variant="subtitle1" sx={{ flexGrow: 1 }}>
            {label}
          </Typography>
          <IconButton aria-label={translate('app.questionnaires.editor.moveUp')} disabled={index === 0} onClick={() => onMove(-1)}>
            <ArrowUpward />
          </IconButton>
          <IconButton aria-label={translate('app.questionnaires.editor.moveDown')} disabled={index === count - 1} onClick={() => onMove(1)}>
            <ArrowDownward />
          </IconButton>
          <IconButton aria-label={translate('app.questionnaires.editor.remove')} onClick={onRemove}>
            <Delete />
          </IconButton>
        </Stack>
        <TextField
          label={translate('app.questionnaires.editor.text')}
          value={question.text}
          required
          onChange={(event) => set({ text: event.target.value })}
          error={!!field('text')}
          helperText={field('text')}
          slotProps={{ htmlInput: { maxLength: 1000 } }}
        />
        <TextField select label={translate('app.questionnaires.editor.kind')} value={question.kind} onChange={(event) => set({ kind: event.target.value as QuestionKind })} error={!!field('kind')} helperText={field('kind')}>
          {KINDS.map((kind) => (
            <MenuItem key={kind} value={kind}>
              {enumLabel(translate, 'questionKind', kind)}
            </MenuItem>
          ))}
        </TextField>
        {question.kind !== 'text' && (
          <TextField
            label={translate('app.questionnaires.editor.options')}
            multiline
            minRows={3}
            value={question.options}
            onChange={(event) => set({ options: event.target.value })}
            error={!!field('options')}
            helperText={field('options') ?? translate('app.questionnaires.editor.optionsHint')}
          />
        )}
        <FormControlLabel control={<Checkbox checked={question.required} onChange={(_, required) => set({ required })} />} label={translate('app.questionnaires.editor.required')} />
      </Stack>
    </Paper>
  );
}
