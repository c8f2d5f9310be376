import NotificationsIcon from '@mui/icons-material/Notifications';
import type { AdminResource } from '../types';
import { withDirectory } from '../admin-ui';
import { notificationMessages } from './messages';
import { NotificationList } from './NotificationList';

/** The signed-in member of staff's notifications (spec §2): all, unread, read, mark as read. */
const notifications: AdminResource = {
  name: 'notifications',
  list: NotificationList,
  icon: NotificationsIcon,
  messages: withDirectory(notificationMessages),
};

export default notifications;
export { NotificationList as list, NotificationsIcon as icon };
