import { Alert, Typography } from '@mui/material';
import {
  Datagrid,
  FunctionField,
  List,
  TextInput,
  useBasename,
  useLocaleState,
  useTranslate,
  type RaRecord,
  type TranslateFunction,
} from 'react-admin';
import { Link, useSearchParams } from 'react-router-dom';
import { stepOfEvent } from '@registry/domain/applications/workflow/presentation';
import { stepLabelKey } from '#src/components/status';
import { useCaseFormat } from '../applications/case-format';
import { trailRecordText } from '../audit/trail-record';
import { actorText, dateTimeText } from '../applications/labels';
import { HashText, PayloadDisclosure } from '../applications/AuditTools';
import { DayInput } from '#src/components/DayInput';

interface TrailRow extends RaRecord {
  streamId: string;
  streamType: string;
  resource: string | null;
  /** The application the event is about (a notes stream's is `<id>/notes`). */
  recordId: string | null;
  reference: string | null;
  name: string | null;
  version: number;
  type: string;
  recordedAt: string;
  actor: { kind: string; id: string | null; name: string | null } | null;
  data: unknown;
  hash: string;
}

/** Events of other streams than applications, by their type. */
const OTHER_EVENTS: Record<string, string> = {
  'application-notes.note-added': 'admin.audit.event_types.note_added',
  'legacy-name.reintroduced': 'admin.audit.event_types.legacy_name_reintroduced',
};

export const eventTypeText = (translate: TranslateFunction, type: string) =>
  translate(OTHER_EVENTS[type] ?? stepLabelKey(stepOfEvent(type) ?? '') ?? type, { _: type });

const filters = [
  <TextInput key="actor" source="actor" label="resources.audit-trail.fields.actor" alwaysOn sx={{ minWidth: 360 }} />,
  <DayInput key="at_gte" source="at_gte" label="resources.audit-trail.fields.at_gte" alwaysOn />,
  <DayInput key="at_lte" source="at_lte" label="resources.audit-trail.fields.at_lte" alwaysOn />,
];

function Record({ row }: { row: TrailRow }) {
  const translate = useTranslate();
  const basename = useBasename();
  const format = useCaseFormat();
  const text = trailRecordText(translate, format, row);
  if (!row.resource || !row.recordId) return <>{text}</>;
  return <Link to={`${basename}/${row.resource}/${encodeURIComponent(row.recordId)}/history`}>{text}</Link>;
}

function Empty() {
  const translate = useTranslate();
  return (
    <Alert severity="info" sx={{ m: 2 }} role="status">
      {translate('resources.audit-trail.empty')}
    </Alert>
  );
}

/** The actor the list filters on, from the address (the list keeps its filters there: `?filter={"actor":…}`). */
function useActorFilter(): string {
  const [params] = useSearchParams();
  try {
    const actor = (JSON.parse(params.get('filter') ?? '{}') as { actor?: unknown }).actor;
    return typeof actor === 'string' ? actor.trim() : '';
  } catch {
    return '';
  }
}

/**
 * What one person recorded (`GET /api/admin/audit-trail`, audit.read): a staff member by e-mail or
 * id, an applicant by e-mail; newest first across applications, notes and registers, by day range
 * (Asia/Baghdad). Nothing is asked of the API until an actor is given. The filters live in the
 * address only (no stored list state), so a link from the history or the security log opens
 * exactly that person's trail.
 */
export function AuditTrailPage() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const actor = useActorFilter();
  return (
    <>
      <Typography sx={{ mt: 2, mx: 2 }} color="text.secondary">
        {translate('resources.audit-trail.hint')}
      </Typography>
      <List
        filters={filters}
        perPage={25}
        exporter={false}
        empty={false}
        storeKey={false}
        sort={{ field: 'recordedAt', order: 'DESC' }}
        queryOptions={{ enabled: actor !== '' }}
      >
        <Datagrid bulkActionButtons={false} rowClick={false} empty={<Empty />}>
          <FunctionField
            source="recordedAt"
            sortable={false}
            render={(r: TrailRow) => <time dateTime={r.recordedAt}>{dateTimeText(locale, r.recordedAt, { seconds: true })}</time>}
          />
          <FunctionField source="type" sortable={false} render={(r: TrailRow) => eventTypeText(translate, r.type)} />
          <FunctionField
            source="actor"
            label="admin.history.actor"
            sortable={false}
            render={(r: TrailRow) => (
              <bdi>
                {r.actor?.kind === 'staff'
                  ? (r.actor.name ?? actorText(translate, { kind: 'staff', id: r.actor.id ?? undefined }, {}))
                  : actorText(translate, r.actor && { kind: r.actor.kind, id: r.actor.id ?? undefined }, {})}
              </bdi>
            )}
          />
          <FunctionField source="record" sortable={false} render={(r: TrailRow) => <Record row={r} />} />
          <FunctionField source="hash" sortable={false} render={(r: TrailRow) => <HashText hash={r.hash} />} />
          <FunctionField
            source="data"
            label="admin.audit.payload"
            sortable={false}
            render={(r: TrailRow) => <PayloadDisclosure version={r.version} data={r.data} />}
          />
        </Datagrid>
      </List>
    </>
  );
}
