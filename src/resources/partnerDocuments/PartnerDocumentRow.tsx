import Delete from '@mui/icons-material/Delete';
import Download from '@mui/icons-material/Download';
import Edit from '@mui/icons-material/Edit';
import { ListItem, ListItemText } from '@mui/material';
import { useState } from 'react';
import { Confirm } from 'react-admin';
import { useFileDownload } from '../../components/useFileDownload';
import { RowActionButton } from '../partners/RowActionButton';
import { useApiAction } from '../../components/useApiAction';
import { DocumentRenameField } from './DocumentRenameField';
import type { PartnerDocument } from './types';

/** One partner document: its name (renamed inline), download, and delete after the P5 confirm. */
export function PartnerDocumentRow({ document }: { document: PartnerDocument }) {
  const download = useFileDownload();
  const { run, pending } = useApiAction();
  const [renaming, setRenaming] = useState(false);
  const [confirming, setConfirming] = useState(false);

  const rename = async (name: string) => {
    if (await run((api) => api.renamePartnerDocument(document.id, name), 'resources.partnerDocuments.notifications.renamed')) setRenaming(false);
  };
  const remove = async () => {
    await run((api) => api.deletePartnerDocument(document.id), 'resources.partnerDocuments.notifications.deleted');
    setConfirming(false);
  };

  return (
    <ListItem
      secondaryAction={
        <>
          <RowActionButton label="resources.partnerDocuments.rename" icon={<Edit />} disabled={pending} onClick={() => setRenaming(true)} />
          <RowActionButton label="resources.partnerDocuments.download" icon={<Download />} onClick={() => void download((api) => api.downloadPartnerDocument(document.id), document.original_name)} />
          <RowActionButton label="ra.action.delete" icon={<Delete color="error" />} disabled={pending} onClick={() => setConfirming(true)} />
        </>
      }
    >
      {renaming ? (
        <DocumentRenameField initial={document.original_name} pending={pending} onSave={(name) => void rename(name)} onCancel={() => setRenaming(false)} />
      ) : (
        <ListItemText primary={document.original_name} />
      )}
      <Confirm isOpen={confirming} loading={pending} title="ra.message.delete_title" content="resources.partnerDocuments.confirmDelete" onConfirm={() => void remove()} onClose={() => setConfirming(false)} />
    </ListItem>
  );
}
