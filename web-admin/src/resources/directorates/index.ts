import ApartmentIcon from '@mui/icons-material/Apartment';
import type { AdminResource } from '../types';
import { withDirectory } from '../with-directory';
import { lazyScreen } from '../lazy';
import { directorateMessages } from './messages';

const DirectorateList = lazyScreen(() => import('./DirectorateList'), 'DirectorateList');
const DirectorateEdit = lazyScreen(() => import('./DirectorateEdit'), 'DirectorateEdit');
const DirectorateCreate = lazyScreen(() => import('./DirectorateCreate'), 'DirectorateCreate');

/** The provincial company-registration directorates (issue 21 §5): every member of staff reads, administrators edit. */
const directorates: AdminResource = {
  name: 'directorates',
  list: DirectorateList,
  edit: DirectorateEdit,
  create: DirectorateCreate,
  icon: ApartmentIcon,
  writePermission: 'reference.manage',
  recordRepresentation: 'label',
  messages: withDirectory(directorateMessages),
};

export default directorates;
