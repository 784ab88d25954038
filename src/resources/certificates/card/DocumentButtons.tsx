import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { Button, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useFileDownload } from '../../../components/useFileDownload';
import type { AppDataProvider } from '../../../dataProvider';
import type { CertificateCardRecord } from './types';
import { useCertificatePdf } from './useCertificatePdf';

/** PDF downloads of the card (C12); agents get the certificate locked with a password for the client. */
export function DocumentButtons({ record }: { record: CertificateCardRecord }) {
  const translate = useTranslate();
  const download = useFileDownload();
  const certificatePdf = useCertificatePdf();
  const documents = [
    { key: 'certificate', file: certificatePdf(record.id) },
    { key: 'check', file: (api: AppDataProvider) => api.downloadCertificateCheck(record.id) },
    { key: 'policy', file: (api: AppDataProvider) => api.downloadInsurancePolicy(record.id) },
  ];
  return (
    <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
      {documents.map(({ key, file }) => (
        <Button
          key={key}
          size="small"
          startIcon={<PictureAsPdfIcon />}
          onClick={() => void download(file, `${translate(`app.certificates.documents.${key}`)} ${record.number}.pdf`)}
        >
          {translate(`app.certificates.documents.${key}`)}
        </Button>
      ))}
    </Stack>
  );
}
