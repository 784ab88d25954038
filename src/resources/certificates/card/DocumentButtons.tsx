import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { Button, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useFileDownload } from '../../../components/useFileDownload';
import type { CertificateCardRecord } from './types';
import { useCertificatePdfPath } from './useCertificatePdfPath';

/** PDF downloads of the card (C12); agents get the certificate locked with a password for the client. */
export function DocumentButtons({ record }: { record: CertificateCardRecord }) {
  const translate = useTranslate();
  const download = useFileDownload();
  const certificatePdf = useCertificatePdfPath();
  const documents = [
    { key: 'certificate', path: certificatePdf(record.id) },
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
