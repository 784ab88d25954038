import { Autocomplete, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { Confirm, useTranslate } from 'react-admin';
import { useApiAction } from '../../components/useApiAction';
import type { AppDataProvider } from '../../dataProvider';
import { type NodeRef, type StructureDialog, subdivisionOf, subdivisionPaths } from './editing';

interface Props {
  dialog: StructureDialog | null;
  onClose: () => void;
}

/**
 * The tree's changes (G9, G10): a subdivision added or renamed, deleted after a confirmation, an agent moved by a
 * picker. Each success names what changed; a refusal shows the server's words; the tree is read again after each.
 */
export function StructureDialogs({ dialog, onClose }: Props) {
  const { run, pending } = useApiAction();
  const done = async (step: (api: AppDataProvider) => Promise<unknown>, success: string) => {
    if (await run(step, success)) onClose();
  };
  if (!dialog) return null;
  switch (dialog.kind) {
    case 'add':
      return (
        <NameDialog title="app.structure.dialogs.addTitle" node={dialog.under} initial="" pending={pending} onClose={onClose}
          onSave={(name) => done((api) => api.addStructureNode(dialog.under.id, name), 'app.structure.notifications.added')} />
      );
    case 'rename':
      return (
        <NameDialog title="app.structure.dialogs.renameTitle" node={dialog.node} initial={dialog.node.name} pending={pending} onClose={onClose}
          onSave={(name) => done((api) => api.changeStructureNode(dialog.node.id, { name }), 'app.structure.notifications.renamed')} />
      );
    case 'delete':
      return (
        <Confirm
          isOpen
          loading={pending}
          title="app.structure.dialogs.deleteTitle"
          content="app.structure.dialogs.deleteContent"
          translateOptions={{ name: dialog.node.name }}
          onConfirm={() => void done((api) => api.deleteStructureNode(dialog.node.id), 'app.structure.notifications.deleted')}
          onClose={onClose}
        />
      );
    case 'move':
      return (
        <MoveDialog dialog={dialog} pending={pending} onClose={onClose}
          onMove={(subdivisionId) => done((api) => api.moveAgent(dialog.agent.id, subdivisionId), 'app.structure.notifications.moved')} />
      );
  }
}

interface NameDialogProps {
  title: string;
  node: NodeRef;
  initial: string;
  pending: boolean;
  onClose: () => void;
  onSave: (name: string) => void;
}

function NameDialog({ title, node, initial, pending, onClose, onSave }: NameDialogProps) {
  const translate = useTranslate();
  const [name, setName] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave(name);
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <form onSubmit={submit}>
        <DialogTitle>{translate(title, { name: node.name })}</DialogTitle>
        <DialogContent>
          <TextField autoFocus fullWidth margin="dense" label={translate('app.structure.dialogs.name')} value={name}
            onChange={(event) => setName(event.target.value)} slotProps={{ htmlInput: { maxLength: 255 } }} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={pending || !name.trim()}>
            {translate('app.structure.dialogs.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

interface MoveDialogProps {
  dialog: Extract<StructureDialog, { kind: 'move' }>;
  pending: boolean;
  onClose: () => void;
  onMove: (subdivisionId: string | null) => void;
}

/** The picker opens in a popper, not a select's second modal (see BlockDialog). */
function MoveDialog({ dialog: { agent, partner }, pending, onClose, onMove }: MoveDialogProps) {
  const translate = useTranslate();
  const current = subdivisionOf(partner, agent.id);
  const options: { id: string | null; name: string }[] = [{ id: null, name: translate('app.structure.noSubdivision') }, ...subdivisionPaths(partner)];
  const [target, setTarget] = useState(options.find((option) => option.id === current) ?? options[0]!);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{translate('app.structure.dialogs.moveTitle', { name: agent.name })}</DialogTitle>
      <DialogContent>
        <Autocomplete
          options={options}
          disableClearable
          getOptionLabel={(option) => option.name}
          isOptionEqualToValue={(option, value) => option.id === value.id}
          value={target}
          onChange={(_event, option) => setTarget(option)}
          renderInput={(params) => <TextField {...params} margin="dense" label={translate('app.structure.dialogs.moveTo')} />}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" disabled={pending || target.id === current} onClick={() => onMove(target.id)}>
          {translate('app.structure.dialogs.move')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
