import EventIcon from '@mui/icons-material/Event';
import { IconButton, InputAdornment, TextField } from '@mui/material';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { FieldTitle, useInput, useResourceContext, useTranslate } from 'react-admin';
import { dayOfText, maskDay, textOfDay } from '../format/day';
import type { DateLimits } from '../format/datePickerLimits';

export interface DayFieldProps {
  label: ReactNode;
  /** YYYY-MM-DD, or '' / null for none. */
  value: string | null | undefined;
  onChange: (day: string | null) => void;
  limits?: Partial<DateLimits>;
  error?: boolean;
  helperText?: ReactNode;
  size?: 'small' | 'medium';
  name?: string;
}

const outside = (day: string, limits?: Partial<DateLimits>) => (!!limits?.min && day < limits.min) || (!!limits?.max && day > limits.max);

/**
 * A day typed as DD.MM.YYYY whatever the browser's language (Q1; a native date input shows the browser's order,
 * mm/dd/yyyy in an English browser), with the browser's calendar behind its button. The day goes out as YYYY-MM-DD
 * once it is whole and within `limits`; until then, or outside them, the field says what it wants.
 */
export function DayField({ label, value, onChange, limits, error, helperText, size, name }: DayFieldProps) {
  const translate = useTranslate();
  const [text, setText] = useState(() => textOfDay(value));
  const calendar = useRef<HTMLInputElement>(null);
  useEffect(() => {
    // a value set from outside (a reset filter, a preset period) replaces what was typed
    setText((typed) => (dayOfText(typed) === (value || null) ? typed : textOfDay(value)));
  }, [value]);
  const day = dayOfText(text);
  const problem = text === '' ? null : !day ? 'dayFormat' : outside(day, limits) ? 'dayRange' : null;
  const take = (next: string) => {
    setText(next);
    const whole = dayOfText(next);
    if (next === '') onChange(null);
    else if (whole && !outside(whole, limits)) onChange(whole);
  };
  const range = { min: textOfDay(limits?.min), max: textOfDay(limits?.max) };
  return (
    <TextField
      label={label}
      name={name}
      size={size}
      value={text}
      onChange={(event) => take(maskDay(event.target.value))}
      placeholder={translate('app.format.dayPlaceholder')}
      error={error || (!!problem && text.length >= 10)}
      helperText={problem && text.length >= 10 ? translate(`app.format.${problem}`, range) : helperText}
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: { inputMode: 'numeric', 'data-min': limits?.min, 'data-max': limits?.max },
        input: {
          endAdornment: (
            <InputAdornment position="end" sx={{ position: 'relative' }}>
              <IconButton size="small" edge="end" aria-label={translate('app.format.pickDay')} onClick={() => calendar.current?.showPicker?.()}>
                <EventIcon fontSize="small" />
              </IconButton>
              <input
                ref={calendar}
                type="date"
                tabIndex={-1}
                aria-hidden
                min={limits?.min}
                max={limits?.max}
                value={day ?? ''}
                onChange={(event) => take(textOfDay(event.target.value))}
                style={{ position: 'absolute', right: 0, bottom: 0, width: 1, height: 1, opacity: 0, border: 0, padding: 0 }}
              />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

export interface DayInputProps {
  source: string;
  label?: string;
  limits?: Partial<DateLimits>;
  /** Read by react-admin's filter form. */
  alwaysOn?: boolean;
}

/** DayField as a react-admin input (a list's filter, a form's day): the value is YYYY-MM-DD, as DateInput's. */
export function DayInput({ source, label, limits }: DayInputProps) {
  const resource = useResourceContext();
  const { field, fieldState, isRequired } = useInput({ source });
  return (
    <DayField
      label={<FieldTitle label={label} source={source} resource={resource} isRequired={isRequired} />}
      value={field.value as string | null}
      onChange={(day) => field.onChange(day)}
      limits={limits}
      error={!!fieldState.error}
      name={source}
      size="small"
    />
  );
}
