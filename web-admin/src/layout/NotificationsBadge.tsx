import { Badge, IconButton, Tooltip } from '@mui/material';
import NotificationsIcon from '@mui/icons-material/Notifications';
import { useBasename, useGetList, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { useCaseFormat } from '../resources/applications/case-format';

/** How often the unread count is asked again (the staff member's work arrives while they work). */
const REFRESH_MS = 60_000;

/**
 * The app bar's notifications badge (issue 22 §6): the unread count of the signed-in member of
 * staff (assigned to you, resubmitted after your request, due within a working day), linking to
 * the notifications list. Its accessible name says the count.
 */
export function NotificationsBadge() {
  const translate = useTranslate();
  const basename = useBasename();
  const format = useCaseFormat();
  const { total } = useGetList(
    'notifications',
    { filter: { status: 'unread' }, pagination: { page: 1, perPage: 1 } },
    { refetchInterval: REFRESH_MS },
  );
  const count = total ?? 0;
  // The badge's visible text is part of the button's name (WCAG 2.5.3): the count as shown, none when there is none.
  const shown = count > 99 ? `${format.number(99)}+` : format.number(count);
  const label = count ? translate('admin.work.notifications.badge', { count: shown }) : translate('admin.work.notifications.badge_none');
  return (
    <Tooltip title={label}>
      <IconButton component={Link} to={`${basename}/notifications`} color="inherit" aria-label={label} data-testid="notifications-badge">
        {count ? (
          <Badge badgeContent={shown} color="error">
            <NotificationsIcon />
          </Badge>
        ) : (
          <NotificationsIcon />
        )}
      </IconButton>
    </Tooltip>
  );
}
