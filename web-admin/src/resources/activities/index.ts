import CategoryIcon from '@mui/icons-material/Category';
import type { AdminResource } from '../types';
import { withDirectory } from '../admin-ui';
import { activityMessages } from './messages';
import { ActivityList } from './ActivityList';
import { ActivityShow } from './ActivityShow';

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
export { ActivityList as list, ActivityShow as show, CategoryIcon as icon };
