import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useFileDownload } from '../../../../components/useFileDownload';
import type { AppDataProvider, DownloadedFile } from '../../../../dataProvider';

/** A PDF download of the documents tab; the notice that it started comes from useFileDownload (P6). */
export function PdfDownloadButton({ file, fileName }: { file: (api: AppDataProvider) => Promise<DownloadedFile>; fileName: string }) {
  const translate = useTranslate();
  const download = useFileDownload();
  return (
    <Button size="small" startIcon={<PictureAsPdfIcon />} onClick={() => void download(file, fileName)}>
      {translate('app.clientDocuments.download')}
    </Button>
  );
}
