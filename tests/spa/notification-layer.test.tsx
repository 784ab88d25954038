import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { Button, Dialog, DialogContent } from '@mui/material';
import { useNotify } from 'react-admin';
import { renderWithAdmin } from './test-utils';

function SaveInDialog() {
  const notify = useNotify();
  return (
    <Dialog open aria-label="client">
      <DialogContent>
        <Button onClick={() => notify('Клиент изменен', { type: 'success' })}>save</Button>
      </DialogContent>
    </Dialog>
  );
}

describe('notifications while a dialog is open', () => {
  it('are announced: the snackbar is not under the aria-hidden app root', async () => {
    renderWithAdmin(<SaveInDialog />);
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'save' }));
    // getByRole skips anything inside an aria-hidden ancestor, as a screen reader does
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Клиент изменен');
    expect(alert.closest('[aria-hidden="true"]')).toBeNull();
  });
});
