import { Alert, Link } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { SmallTable } from '../../components/SmallTable';
import { enumLabel } from '../../i18n/enumLabel';
import type { RegistryDetail } from './types';

/** The per-row result of an upload: the certificate of each imported row, the reason of each refused one. */
export function RegisterResult({ registry }: { registry: RegistryDetail }) {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`resources.certificates-registers.result.${key}`, options);
  return (
    <>
      <Alert severity={registry.refused_rows ? 'warning' : 'success'} sx={{ mb: 1 }}>
        {t('summary', { imported: registry.imported_rows, refused: registry.refused_rows, total: registry.total_rows })}
      </Alert>
      <SmallTable
        label={t('title')}
        headers={['row', 'client', 'status', 'outcome'].map((key) => t(key))}
        rows={registry.rows}
        rowKey={(row) => row.row_number}
        cells={(row) => [
          row.row_number,
          row.data.name,
          enumLabel(translate, 'registerRowStatus', row.status),
          row.certificate ? (
            <Link component={RouterLink} to={`/certificates/certificate/${row.certificate.id}`} sx={{ fontFamily: 'monospace' }}>
              {row.certificate.number}
            </Link>
          ) : (
            row.reason
          ),
        ]}
      />
    </>
  );
}
