import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { Button, Stack } from '@mui/material';
import { useGetIdentity, useTranslate } from 'react-admin';
import { useFileDownload } from '../../../components/useFileDownload';
import type { CertificateCardRecord } from './types';

/** PDF downloads of the card (C12); agents get the certificate locked with a password for the client. */
export function DocumentButtons({ record }: { record: CertificateCardRecord }) {
  const translate = useTranslate();
  const download = useFileDownload();
  const { identity } = useGetIdentity();
  const isAgent = ((identity?.roles as string[] | undefined) ?? []).some((role) => role.includes('AGENT'));
  const documents = [
    { key: 'certificate', path: `/certificates/${record.id}/pdf${isAgent ? '?password_need=1' : ''}` },
    { key: 'check', path: `/certificates/check/${record.id}` },
    { key: 'policy', path: `/euroins/${record.id}/pdf` },
  ];
  return (
    <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
      {documents.map(({ key, path }) => (
        <Button
          key={key}
          size="small"
          startIcon={<PictureAsPdfIcon />}
          onClick={() => void download(path, `${translate(`app.certificates.documents.${key}`)} ${record.number}.pdf`)}
        >
          {translate(`app.certificates.documents.${key}`)}
        </Button>
      ))}
    </Stack>
  );
}
