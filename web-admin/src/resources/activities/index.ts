import CategoryIcon from '@mui/icons-material/Category';
import type { AdminResource } from '../types';
import { withDirectory } from '../with-directory';
import { lazyScreen } from '../lazy';
import { activityMessages } from './messages';

const ActivityList = lazyScreen(() => import('./ActivityList'), 'ActivityList');
const ActivityShow = lazyScreen(() => import('./ActivityShow'), 'ActivityShow');

/** The ISIC activities browser (issue 9, 6): read-only reference data for every member of staff. */
const activities: AdminResource = {
  name: 'activities',
  list: ActivityList,
  show: ActivityShow,
  icon: CategoryIcon,
  recordRepresentation: (record) => `${record.code} ${record.label}`,
  messages: withDirectory(activityMessages),
};

export default activities;
