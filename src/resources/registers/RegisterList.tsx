import Download from '@mui/icons-material/Download';
import { Chip } from '@mui/material';
import { Button, DataTable, List, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import { useFileDownload } from '../../components/useFileDownload';
import { formatDateTime } from '../../format';
import { RegisterUpload } from './RegisterUpload';
import { type RegistryRecord, STATUS_COLOURS } from './types';
import { DEFAULT_PER_PAGE } from '../../../common/errors';

const Column = DataTable.Col<RegistryRecord>;

function StatusCell() {
  const registry = useRecordContext<RegistryRecord>();
  const translate = useTranslate();
  if (!registry) return null;
  return <Chip size="small" color={STATUS_COLOURS[registry.status]} label={translate(`resources.certificates-registers.status.${registry.status}`)} />;
}

function ReportCell() {
  const registry = useRecordContext<RegistryRecord>();
  const download = useFileDownload();
  if (!registry || registry.status === 'PROCESSING') return null;
  return (
    <Button label="resources.certificates-registers.report" onClick={() => void download((api) => api.downloadRegistryReport(registry.id), `report-${registry.file_name}`)}>
      <Download />
    </Button>
  );
}

/** C15: the uploaded registries, newest first (admins all, agents their own), with the upload form and reports. */
export function RegisterList() {
  const translate = useTranslate();
  return (
    <List perPage={DEFAULT_PER_PAGE}
      sort={{ field: 'created_at', order: 'DESC' }}
      exporter={false}
      // the upload lives in the toolbar, so an empty list must still show it
      empty={false}
      title="resources.certificates-registers.page.list"
      actions={
        <TopToolbar>
          <RegisterUpload />
        </TopToolbar>
      }
    >
      <DataTable bulkActionButtons={false} rowClick={false}>
        <Column source="created_at" render={(registry) => formatDateTime(registry.created_at)} />
        <Column source="partner" disableSort render={(registry) => registry.partner?.name ?? '—'} />
        <Column source="kind" disableSort render={(registry) => translate(`resources.certificates-registers.kind.${registry.kind}`)} />
        <Column source="file_name" disableSort />
        <Column source="imported_rows" disableSort />
        <Column source="refused_rows" disableSort />
        <Column source="status" disableSort>
          <StatusCell />
        </Column>
        <Column disableSort>
          <ReportCell />
        </Column>
      </DataTable>
    </List>
  );
}
