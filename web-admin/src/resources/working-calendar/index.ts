import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import type { AdminResource } from '../types';
import { withDirectory } from '../with-directory';
import { lazyScreen } from '../lazy';
import { workingCalendarMessages } from './messages';

const WorkingCalendarScreen = lazyScreen(() => import('./WorkingCalendarScreen'), 'WorkingCalendarScreen');
const WorkingCalendarAddDay = lazyScreen(() => import('./WorkingCalendarScreen'), 'WorkingCalendarAddDay');

/**
 * The working calendar behind every due time (issue 24 §2): every member of staff reads it,
 * holders of `reference.manage` change it (`/create` opens the screen on a new day; without the
 * permission it says "Access Not Granted").
 */
const workingCalendar: AdminResource = {
  name: 'working-calendar',
  list: WorkingCalendarScreen,
  create: WorkingCalendarAddDay,
  icon: CalendarMonthIcon,
  writePermission: 'reference.manage',
  messages: withDirectory(workingCalendarMessages),
};

export default workingCalendar;
