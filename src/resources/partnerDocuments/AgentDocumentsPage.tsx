import Download from '@mui/icons-material/Download';
import { List, ListItem, ListItemButton, ListItemIcon, ListItemText, ListSubheader, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { QueryPage } from '../../components/QueryPage';
import { useFileDownload } from '../../components/useFileDownload';
import type { AppDataProvider } from '../../dataProvider';

/** G5: the agent's /documents page: its partner's documents and those of the partners above it, grouped by partner. */
export function AgentDocumentsPage() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const download = useFileDownload();
  const query = useQuery({
    queryKey: ['documents', 'structure'],
    queryFn: () => dataProvider.documentStructure(),
  });
  return (
    <QueryPage title="resources.partnerDocuments.page.agent" query={query}>
      {(data) => {
        const groups = data.filter((group) => group.documents.length);
        if (!groups.length) return <Typography>{translate('resources.partnerDocuments.empty')}</Typography>;
        return groups.map(({ partner, documents }) => (
          <List key={partner.id} dense subheader={<ListSubheader disableSticky>{partner.name}</ListSubheader>}>
            {documents.map((document) => (
              <ListItem key={document.id} disablePadding>
                <ListItemButton onClick={() => void download((api) => api.downloadPartnerDocument(document.id), document.original_name)}>
                  <ListItemIcon>
                    <Download />
                  </ListItemIcon>
                  <ListItemText primary={document.original_name} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        ));
      }}
    </QueryPage>
  );
}
