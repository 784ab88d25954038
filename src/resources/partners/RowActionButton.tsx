import { IconButton } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

interface RowActionButtonProps {
  /** Catalogue key of the button's name and tooltip. */
  label: string;
  icon: ReactNode;
  disabled?: boolean;
  onClick: () => void;
}

/** An icon button of a table row, named for screen readers and tests. */
export function RowActionButton({ label, icon, disabled, onClick }: RowActionButtonProps) {
  const translate = useTranslate();
  return (
    <IconButton aria-label={translate(label)} title={translate(label)} disabled={disabled} onClick={onClick}>
      {icon}
    </IconButton>
  );
}
