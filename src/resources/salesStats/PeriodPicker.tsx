import { Stack, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { DayField } from '../../components/DayInput';
import { useTranslate } from 'react-admin';
import { PERIOD_PRESETS, type Period, type PeriodPreset, isPeriodValid, presetOf, presetPeriod } from './period';

interface PeriodPickerProps {
  value: Period;
  onChange: (period: Period) => void;
}

/** The period of a stats or report view: preset buttons and the two days, for any L1/L2 screen. */
export function PeriodPicker({ value, onChange }: PeriodPickerProps) {
  const translate = useTranslate();
  const valid = isPeriodValid(value);
  const dateField = (field: keyof Period) => (
    <DayField
      size="small"
      label={translate(`app.analytics.period.${field}`)}
      value={value[field]}
      onChange={(day) => day && onChange({ ...value, [field]: day })}
      error={!valid && field === 'to'}
      helperText={!valid && field === 'to' ? translate('app.analytics.period.invalid') : undefined}
    />
  );
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={presetOf(value)}
        onChange={(_event, preset: PeriodPreset | null) => preset && onChange(presetPeriod(preset))}
      >
        {PERIOD_PRESETS.map((preset) => (
          <ToggleButton key={preset} value={preset}>
            {translate(`app.analytics.period.presets.${preset}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {dateField('from')}
      {dateField('to')}
    </Stack>
  );
}
