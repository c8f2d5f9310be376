import ApartmentIcon from '@mui/icons-material/Apartment';
import type { AdminResource } from '../types';
import { withDirectory } from '../admin-ui';
import { directorateMessages } from './messages';
import { DirectorateList } from './DirectorateList';
import { DirectorateEdit } from './DirectorateEdit';
import { DirectorateCreate } from './DirectorateCreate';

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
