import { DataTable, useRecordContext, useTranslate } from 'react-admin';
import { templatePictures } from '../../../common/resources/templatePictures';
import type { TemplatePictureRecord } from '../../dataProvider/api/templates';
import { formatDateTime } from '../../format';
import { declaredScreens } from '../declared';
import { PictureUpload } from './PictureUpload';
import { TemplateTabs } from '../templates/TemplateTabs';

const Column = DataTable.Col<TemplatePictureRecord>;

function SizeCell() {
  const picture = useRecordContext<TemplatePictureRecord>();
  const translate = useTranslate();
  return picture ? translate('resources.templatePictures.kilobytes', { size: Math.max(1, Math.round(picture.size / 1024)) }) : null;
}

/** M8: the pictures' table (size in pixels, file size in KB, upload time) with the tabs and the dropzone above it. */
export const screens = declaredScreens(templatePictures, {
  columns: {
    width: <Column key="width" source="width" disableSort render={(picture) => `${picture.width} × ${picture.height}`} />,
    size: <Column key="size" source="size"><SizeCell /></Column>,
    created_at: <Column key="created_at" source="created_at" render={(picture) => formatDateTime(picture.created_at)} />,
  },
  above: (
    <>
      <TemplateTabs />
      <PictureUpload />
    </>
  ),
});
