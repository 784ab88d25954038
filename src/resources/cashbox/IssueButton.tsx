import PointOfSale from '@mui/icons-material/PointOfSale';
import { Button } from '@mui/material';
import { type FieldValues, useFormContext } from 'react-hook-form';

/** Issues once the form passes its rules (react-admin's SaveButton does not submit a bare Form); off while it runs. */
export function IssueButton({ label, onIssue, saving }: { label: string; onIssue(values: FieldValues): Promise<void>; saving: boolean }) {
  const { handleSubmit } = useFormContext();
  return (
    <Button variant="contained" startIcon={<PointOfSale />} disabled={saving} onClick={(event) => void handleSubmit(onIssue)(event)}>
      {label}
    </Button>
  );
}
