import Download from '@mui/icons-material/Download';
import { Chip } from '@mui/material';
import { DataTable, useRecordContext, useTranslate } from 'react-admin';
import { LabelledButton } from '../../components/LabelledButton';
import { certificateRegisters } from '../../../common/resources/certificateRegisters';
import { useFileDownload } from '../../components/useFileDownload';
import { formatDateTime } from '../../format';
import { declaredScreens } from '../declared';
import { RegisterUpload } from './RegisterUpload';
import { type RegistryRecord, STATUS_COLOURS } from './types';

const Column = DataTable.Col<RegistryRecord>;

function StatusCell() {
  const registry = useRecordContext<RegistryRecord>();
  const translate = useTranslate();
  if (!registry) return null;
  return <Chip size="small" color={STATUS_COLOURS[registry.status]} label={translate(`resources.certificates-registers.choices.status.${registry.status}`)} />;
}

function ReportCell() {
  const registry = useRecordContext<RegistryRecord>();
  const download = useFileDownload();
  if (!registry || registry.status === 'PROCESSING') return null;
  return (
    <LabelledButton label="resources.certificates-registers.report" onClick={() => void download((api) => api.downloadRegistryReport(registry.id), `report-${registry.file_name}`)}>
      <Download />
    </LabelledButton>
  );
}

/** C15: the uploaded registries (admins all, agents their own) with the upload form, status chips and reports. */
export const screens = declaredScreens(certificateRegisters, {
  columns: {
    created_at: <Column key="created_at" source="created_at" render={(registry) => formatDateTime(registry.created_at)} />,
    partner: <Column key="partner" source="partner" disableSort render={(registry) => registry.partner?.name ?? '—'} />,
    status: <Column key="status" source="status" disableSort><StatusCell /></Column>,
  },
  extraColumns: <Column disableSort><ReportCell /></Column>,
  actions: <RegisterUpload />,
});
