import { Alert, Link, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
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
      <Table size="small" aria-label={t('title')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('row')}</TableCell>
            <TableCell>{t('client')}</TableCell>
            <TableCell>{t('status')}</TableCell>
            <TableCell>{t('outcome')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {registry.rows.map((row) => (
            <TableRow key={row.row_number}>
              <TableCell>{row.row_number}</TableCell>
              <TableCell>{row.data.name}</TableCell>
              <TableCell>{enumLabel(translate, 'registerRowStatus', row.status)}</TableCell>
              <TableCell>
                {row.certificate ? (
                  <Link component={RouterLink} to={`/certificates/certificate/${row.certificate.id}`} sx={{ fontFamily: 'monospace' }}>
                    {row.certificate.number}
                  </Link>
                ) : (
                  row.reason
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}
