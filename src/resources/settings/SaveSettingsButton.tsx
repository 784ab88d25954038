import { Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { type FieldValues, useFormContext } from 'react-hook-form';

/** Saves the settings form once its values pass the inputs' rules; off while a save runs or nothing changed. */
export function SaveSettingsButton({ onSave, saving }: { onSave(values: FieldValues): Promise<void>; saving: boolean }) {
  const translate = useTranslate();
  const { handleSubmit, formState } = useFormContext();
  return (
    <Button variant="contained" disabled={saving || !formState.isDirty} onClick={(event) => void handleSubmit(onSave)(event)}>
      {translate('ra.action.save')}
    </Button>
  );
}
