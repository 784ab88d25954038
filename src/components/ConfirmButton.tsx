import { Button, IconButton, Tooltip } from '@mui/material';
import { type ReactElement, useState } from 'react';
import { Confirm, useTranslate } from 'react-admin';

interface ConfirmButtonProps {
  label: string;
  icon: ReactElement;
  /** The P5 confirm's title; the client card's by default. */
  title?: string;
  /** The question under the confirm's title. */
  question: string;
  questionArgs?: Record<string, unknown>;
  onConfirm(): void;
  disabled?: boolean;
  /** An icon-only button with the label as tooltip. */
  compact?: boolean;
}

/** A destructive action behind the yes/no confirm (P5). */
export function ConfirmButton({ label, icon, title = 'app.clients.confirmTitle', question, questionArgs, onConfirm, disabled, compact }: ConfirmButtonProps) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const text = translate(label);
  return (
    <>
      {compact ? (
        <Tooltip title={text}>
          <IconButton aria-label={text} size="small" color="error" disabled={disabled} onClick={() => setOpen(true)}>
            {icon}
          </IconButton>
        </Tooltip>
      ) : (
        <Button color="error" startIcon={icon} disabled={disabled} onClick={() => setOpen(true)}>
          {text}
        </Button>
      )}
      <Confirm
        isOpen={open}
        title={title}
        content={question}
        translateOptions={questionArgs}
        confirm="app.confirm.yes"
        cancel="app.confirm.no"
        onConfirm={() => {
          setOpen(false);
          onConfirm();
        }}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
