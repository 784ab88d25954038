import UploadFile from '@mui/icons-material/UploadFile';
import type { ResourceModule } from '../../cabinets/types';
import { lazyScreen } from '../../cabinets/lazyScreen';

const RegisterList = lazyScreen(() => import('./RegisterList'), 'RegisterList');

/** C15/G4: the registers page at /certificates-registers. */
const registers: ResourceModule = { list: RegisterList, icon: UploadFile, recordRepresentation: 'file_name' };

export default registers;
