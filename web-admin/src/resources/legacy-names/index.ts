import HistoryEduIcon from '@mui/icons-material/HistoryEdu';
import type { AdminResource } from '../types';
import { withDirectory } from '../with-directory';
import { lazyScreen } from '../lazy';
import { legacyMessages } from './messages';

const LegacyNameList = lazyScreen(() => import('./LegacyNameList'), 'LegacyNameList');
const LegacyNameShow = lazyScreen(() => import('./LegacyNameShow'), 'LegacyNameShow');
const LegacyImport = lazyScreen(() => import('./LegacyImport'), 'LegacyImport');

/**
 * The legacy trade-name register (issue 9, 6): the imported names, and the import of the old
 * system's CSV at `/legacy-names/create` (an explicit command, not a record form).
 */
const legacyNames: AdminResource = {
  name: 'legacy-names',
  list: LegacyNameList,
  show: LegacyNameShow,
  create: LegacyImport,
  icon: HistoryEduIcon,
  permission: 'legacy.import',
  writePermission: 'legacy.import',
  recordRepresentation: 'name',
  messages: withDirectory(legacyMessages),
};

export default legacyNames;
