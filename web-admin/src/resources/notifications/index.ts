import NotificationsIcon from '@mui/icons-material/Notifications';
import type { AdminResource } from '../types';
import { withDirectory } from '../with-directory';
import { lazyScreen } from '../lazy';
import { notificationMessages } from './messages';

const NotificationList = lazyScreen(() => import('./NotificationList'), 'NotificationList');

/** The signed-in member of staff's notifications (spec §2): all, unread, read, mark as read. */
const notifications: AdminResource = {
  name: 'notifications',
  list: NotificationList,
  icon: NotificationsIcon,
  messages: withDirectory(notificationMessages),
};

export default notifications;
