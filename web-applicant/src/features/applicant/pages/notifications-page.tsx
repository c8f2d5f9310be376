import { Alert, Box, Button, CircularProgress, Link, List, ListItem, Tab, Tabs, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useFormat } from '#src/components/format';
import { Page } from '#src/components/page';
import { useToast } from '#src/components/toast';
import { visuallyHidden } from '#src/components/visually-hidden';
import { userMessageOf } from '#src/lib/api';
import {
  NOTIFICATION_FILTERS,
  useNotifications,
  type Notification,
  type NotificationFilter,
} from '#src/features/applicant/api/get-notifications';
import { useMarkAllNotificationsRead } from '#src/features/applicant/api/mark-all-notifications-read';
import { useMarkNotificationRead } from '#src/features/applicant/api/mark-notification-read';
import { RequireSignIn } from '#src/components/require-sign-in';
import { NS } from '../i18n';

const isFilter = (value: string | null): value is NotificationFilter =>
  (NOTIFICATION_FILTERS as readonly (string | null)[]).includes(value);
const tabId = (filter: NotificationFilter) => `notifications-tab-${filter}`;
const PANEL_ID = 'notifications-panel';

function NotificationItem({ notification }: { notification: Notification }) {
  const { t } = useTranslation(NS);
  const toast = useToast();
  const format = useFormat();
  const markRead = useMarkNotificationRead();
  const unread = notification.status === 'unread';
  const messageId = `notification-${notification.id}`;
  return (
    <ListItem
      divider
      data-notification-id={notification.id}
      data-status={notification.status}
      sx={{ display: 'block', py: 2, borderInlineStart: (theme) => `4px solid ${unread ? theme.palette.primary.main : 'transparent'}` }}
    >
      {unread && <Box sx={visuallyHidden}>{t('notifications.unreadBadge')}: </Box>}
      <Typography id={messageId} sx={{ fontWeight: unread ? 700 : 400 }}>
        {notification.message}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        <time dateTime={notification.created_at}>{format.dateTime(notification.created_at)}</time>
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mt: 1 }}>
        {notification.link && (
          <Link href={notification.link} aria-describedby={messageId}>
            {t('notifications.open')}
          </Link>
        )}
        {unread && (
          <Button
            size="small"
            variant="outlined"
            aria-describedby={messageId}
            loading={markRead.isPending}
            onClick={() => markRead.mutate(notification.id, { onError: (error) => toast.show(userMessageOf(error), 'error') })}
          >
            {t('notifications.markRead')}
          </Button>
        )}
      </Box>
    </ListItem>
  );
}

function NotificationList({ filter }: { filter: NotificationFilter }) {
  const { t } = useTranslation(NS);
  const notifications = useNotifications(filter);
  if (notifications.isPending) {
    return (
      <Box role="status" sx={{ display: 'flex', gap: 1, alignItems: 'center', py: 4 }}>
        <CircularProgress size={20} aria-hidden />
        <Typography>{t('notifications.loading')}</Typography>
      </Box>
    );
  }
  if (notifications.isError) return <Alert severity="error">{userMessageOf(notifications.error)}</Alert>;
  const items = notifications.data.pages.flatMap((page) => page.items);
  if (!items.length) return <Typography sx={{ py: 4 }}>{t(`notifications.empty.${filter}`)}</Typography>;
  return (
    <>
      <List disablePadding>
        {items.map((notification) => (
          <NotificationItem key={notification.id} notification={notification} />
        ))}
      </List>
      <Box sx={{ mt: 2 }}>
        {notifications.hasNextPage ? (
          <Button variant="outlined" onClick={() => void notifications.fetchNextPage()} loading={notifications.isFetchingNextPage}>
            {t('notifications.more')}
          </Button>
        ) : (
          <Typography color="text.secondary" data-testid="notifications-no-more">
            {t('notifications.noMore')}
          </Typography>
        )}
      </Box>
    </>
  );
}

function NotificationsView() {
  const { t } = useTranslation(NS);
  const toast = useToast();
  // The unread count in the reader's digits (issue 35 §1).
  const format = useFormat();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('status');
  const filter: NotificationFilter = isFilter(requested) ? requested : 'all';
  // The unread count comes with every list; the "all" list is the one most likely in the cache.
  const all = useNotifications('all');
  const unread = all.data?.pages[0]?.unread ?? 0;
  const markAll = useMarkAllNotificationsRead();

  const onMarkAll = () =>
    markAll.mutate(undefined, {
      onSuccess: () => toast.show(t('notifications.markedAllRead'), 'success'),
      onError: (error) => toast.show(userMessageOf(error), 'error'),
    });

  return (
    <>
      <Box
        sx={{
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'center',
          flexWrap: 'wrap',
          gap: 2,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Tabs
          value={filter}
          onChange={(_event, next: NotificationFilter) => setSearchParams(next === 'all' ? {} : { status: next }, { replace: true })}
          aria-label={t('notifications.tabs.label')}
        >
          {NOTIFICATION_FILTERS.map((value) => (
            <Tab
              key={value}
              value={value}
              id={tabId(value)}
              aria-controls={PANEL_ID}
              label={
                value === 'unread' && unread > 0
                  ? t('notifications.tabs.unreadCount', { count: format.number(unread) })
                  : t(`notifications.tabs.${value}`)
              }
            />
          ))}
        </Tabs>
        {unread > 0 && (
          <Button variant="text" onClick={onMarkAll} loading={markAll.isPending}>
            {t('notifications.markAllRead')}
          </Button>
        )}
      </Box>
      <Box id={PANEL_ID} role="tabpanel" aria-labelledby={tabId(filter)} sx={{ pt: 1 }}>
        <NotificationList filter={filter} />
      </Box>
    </>
  );
}

/** `/notifications` (spec §2): all, unread or read, mark one or all as read, and the "no more" message at the end. */
export function NotificationsPage() {
  const { t } = useTranslation(NS);
  return (
    <RequireSignIn>
      <Page title={t('notifications.title')} maxWidth="md">
        <NotificationsView />
      </Page>
    </RequireSignIn>
  );
}

export default NotificationsPage;
