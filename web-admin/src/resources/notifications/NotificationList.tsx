import { useState } from 'react';
import { Box, Button, Chip, Tab, Tabs, Typography } from '@mui/material';
import DoneIcon from '@mui/icons-material/Done';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import {
  Datagrid,
  FunctionField,
  List,
  TopToolbar,
  useGetList,
  useListContext,
  useNotify,
  useRefresh,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { errorMessageOf, markAllNotificationsRead, markNotificationRead } from '../admin-commands';
import { NoMore, LocalDateField } from '../admin-ui';

type Filter = 'all' | 'unread' | 'read';

/** How many are unread (the tab says it). */
function useUnreadCount(): number | undefined {
  const { total } = useGetList('notifications', { filter: { status: 'unread' }, pagination: { page: 1, perPage: 1 } });
  return total;
}

function StatusTabs() {
  const { filterValues, setFilters } = useListContext();
  const translate = useTranslate();
  const unread = useUnreadCount();
  const value: Filter = filterValues.status ?? 'all';
  return (
    <Tabs
      value={value}
      onChange={(_, status: Filter) => setFilters({ ...filterValues, status }, {})}
      aria-label={translate('resources.notifications.tabs.label')}
      sx={{ px: 2 }}
    >
      <Tab value="all" label={translate('resources.notifications.tabs.all')} />
      <Tab
        value="unread"
        label={
          unread
            ? translate('resources.notifications.tabs.unread_count', { count: unread })
            : translate('resources.notifications.tabs.unread')
        }
      />
      <Tab value="read" label={translate('resources.notifications.tabs.read')} />
    </Tabs>
  );
}

function MarkReadButton({ record }: { record: RaRecord }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  if (record.status !== 'unread') return null;
  return (
    <Button
      size="small"
      startIcon={<DoneIcon />}
      disabled={busy}
      aria-label={translate('resources.notifications.actions.mark_read_of', { message: record.message })}
      onClick={async (event) => {
        event.stopPropagation();
        setBusy(true);
        try {
          await markNotificationRead(String(record.id));
          notify('resources.notifications.marked', { type: 'success' });
          refresh();
        } catch (error) {
          notify(errorMessageOf(error), { type: 'error' });
        } finally {
          setBusy(false);
        }
      }}
    >
      {translate('resources.notifications.actions.mark_read')}
    </Button>
  );
}

function Actions() {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const unread = useUnreadCount();
  return (
    <TopToolbar>
      <Button
        size="small"
        startIcon={<DoneAllIcon />}
        disabled={!unread}
        onClick={async () => {
          try {
            const marked = await markAllNotificationsRead();
            notify('resources.notifications.all_marked', { type: 'success', messageArgs: { smart_count: marked } });
            refresh();
          } catch (error) {
            notify(errorMessageOf(error), { type: 'error' });
          }
        }}
      >
        {translate('resources.notifications.actions.mark_all_read')}
      </Button>
    </TopToolbar>
  );
}

function Rows() {
  const { page, perPage, total, isPending } = useListContext();
  const translate = useTranslate();
  return (
    <>
      <StatusTabs />
      <Datagrid
        bulkActionButtons={false}
        // A back-office notification names its application (`/trade-names/{id}/show`): the row opens it.
        rowClick={(_id, _resource, record) =>
          typeof record.link === 'string' && /^\/(trade-names|businesses|trademarks)\//.test(record.link) ? record.link : false
        }
        empty={<Typography sx={{ p: 2 }}>{translate('resources.notifications.empty')}</Typography>}
        rowSx={(r: RaRecord) => (r.status === 'unread' ? { fontWeight: 600 } : {})}
      >
        <FunctionField
          source="message"
          sortable={false}
          render={(r: RaRecord) => (
            <Box component="span" sx={{ fontWeight: r.status === 'unread' ? 600 : 400 }}>
              {r.message}
            </Box>
          )}
        />
        <LocalDateField source="created_at" showTime sortable={false} />
        <FunctionField
          source="status"
          sortable={false}
          render={(r: RaRecord) => (
            <Chip
              size="small"
              color={r.status === 'unread' ? 'primary' : 'default'}
              variant={r.status === 'unread' ? 'filled' : 'outlined'}
              label={translate(`resources.notifications.status.${r.status}`)}
            />
          )}
        />
        <FunctionField label="resources.notifications.fields.actions" render={(r: RaRecord) => <MarkReadButton record={r} />} />
      </Datagrid>
      <NoMore show={!isPending && !!total && page * perPage >= total} text="resources.notifications.no_more" />
    </>
  );
}

/** The signed-in member of staff's notifications (spec §2): all, unread, read, mark as read, and "no more". */
export function NotificationList() {
  return (
    <List
      actions={<Actions />}
      filterDefaultValues={{ status: 'all' }}
      sort={{ field: 'created_at', order: 'DESC' }}
      perPage={25}
      exporter={false}
      empty={false}
      disableSyncWithLocation={false}
    >
      <Rows />
    </List>
  );
}
