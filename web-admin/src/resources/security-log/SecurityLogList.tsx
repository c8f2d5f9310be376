import { Alert, Box, Chip } from '@mui/material';
import {
  Datagrid,
  FunctionField,
  List,
  SelectInput,
  TextInput,
  useBasename,
  useLocaleState,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { Link } from 'react-router-dom';
import { Code } from '../admin-ui';
import { dateTimeText } from '../applications/labels';
import { useCaseFormat } from '../applications/case-format';
import { trailPath } from '../audit/trail-link';
import { SECURITY_KINDS } from '@registry/domain/identity/security-kinds';
import { securityKindKey } from '../audit/messages';
import { securitySentence, securitySubjectText } from '../audit/security-sentences';
import { detailValue, PLAIN_DETAILS } from './detail-value';
import { DayInput } from '#src/components/DayInput';

interface SecurityLogRow extends RaRecord {
  at: string;
  event: string;
  actor: string | null;
  actorName: string | null;
  subject: string | null;
  subjectName: string | null;
  ip: string | null;
  details: Record<string, unknown>;
}

/** `staff:<id>` → the id, `applicant:<e-mail>` or an e-mail → the e-mail: what the activity trail is asked for. */
const trailKeyOf = (reference: string | null) => (reference ? reference.replace(/^(staff|applicant):/, '') : null);

function KindInput(props: { source: string; alwaysOn?: boolean }) {
  const translate = useTranslate();
  const choices = SECURITY_KINDS.map((kind) => ({ id: kind, name: translate(securityKindKey(kind), { _: kind }) }));
  return (
    <SelectInput
      {...props}
      label="resources.security-log.fields.event"
      choices={choices}
      emptyText={translate('resources.security-log.all_kinds')}
      sx={{ minWidth: 260 }}
    />
  );
}

const filters = [
  <DayInput key="at_gte" source="at_gte" label="resources.security-log.fields.at_gte" alwaysOn />,
  <DayInput key="at_lte" source="at_lte" label="resources.security-log.fields.at_lte" alwaysOn />,
  <TextInput key="user" source="user" label="resources.security-log.fields.user" alwaysOn sx={{ minWidth: 280 }} />,
  <KindInput key="event" source="event" alwaysOn />,
];

/** Facts worth reading; session and code ids are for correlating with the server's logs only. */
const HIDDEN_DETAILS = new Set(['sessionId', 'codeId']);

function Details({ details }: { details: Record<string, unknown> }) {
  const translate = useTranslate();
  const format = useCaseFormat();
  const shown = Object.entries(details ?? {}).filter(([key, value]) => !HIDDEN_DETAILS.has(key) && value !== null && value !== undefined);
  if (shown.length === 0) return <>—</>;
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1, '& dd': { m: 0 } }}>
      {shown.map(([key, value]) => (
        <Box key={key} sx={{ display: 'contents' }}>
          <dt>{translate(`admin.security_details.${key}`, { _: key })}:</dt>
          <dd>
            {PLAIN_DETAILS.has(key) || typeof value === 'boolean' ? (
              detailValue(translate, format, key, value)
            ) : (
              <Code>{detailValue(translate, format, key, value)}</Code>
            )}
          </dd>
        </Box>
      ))}
    </Box>
  );
}

/** The entry as a sentence where its kind has one (the working calendar's), else its details one by one. */
function Entry({ row }: { row: SecurityLogRow }) {
  const translate = useTranslate();
  const format = useCaseFormat();
  const sentence = securitySentence(translate, format, row);
  return sentence ? <span data-sentence>{sentence}</span> : <Details details={row.details} />;
}

function Person({ reference, name }: { reference: string | null; name: string | null }) {
  const translate = useTranslate();
  const basename = useBasename();
  const format = useCaseFormat();
  // A calendar day is what was changed, not a person with a trail.
  const thing = securitySubjectText(translate, format, reference);
  if (thing) return <>{thing}</>;
  const key = trailKeyOf(reference);
  if (!key) return <>{translate('resources.security-log.anonymous')}</>;
  const text = name ?? key;
  return (
    <Link to={trailPath(basename, key)} aria-label={translate('admin.audit.trail_of', { name: text })}>
      <bdi>{text}</bdi>
    </Link>
  );
}

function Empty() {
  const translate = useTranslate();
  return (
    <Alert severity="info" sx={{ m: 2 }} role="status">
      {translate('resources.security-log.empty')}
    </Alert>
  );
}

/**
 * The security log (`GET /api/admin/security-log`, audit.read), newest first: by day range (days
 * in Asia/Baghdad), user (a staff e-mail or id, or an applicant's e-mail: rows where they acted
 * or were concerned) and kind (lock-outs, role and authenticator changes are kinds of their own).
 */
export function SecurityLogList() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <List filters={filters} perPage={50} exporter={false} empty={false} sort={{ field: 'at', order: 'DESC' }}>
      <Datagrid bulkActionButtons={false} rowClick={false} empty={<Empty />}>
        <FunctionField
          source="at"
          sortable={false}
          render={(r: SecurityLogRow) => <time dateTime={r.at}>{dateTimeText(locale, r.at, { seconds: true })}</time>}
        />
        <FunctionField
          source="event"
          sortable={false}
          render={(r: SecurityLogRow) => (
            <>
              {translate(securityKindKey(r.event), { _: r.event })}
              {r.details?.locked === true && (
                <Chip size="small" color="error" label={translate(securityKindKey('sign-in.locked-out'))} sx={{ marginInlineStart: 1 }} />
              )}
            </>
          )}
        />
        <FunctionField source="actor" sortable={false} render={(r: SecurityLogRow) => <Person reference={r.actor} name={r.actorName} />} />
        <FunctionField
          source="subject"
          sortable={false}
          render={(r: SecurityLogRow) => <Person reference={r.subject} name={r.subjectName} />}
        />
        <FunctionField source="ip" sortable={false} render={(r: SecurityLogRow) => (r.ip ? <Code>{r.ip}</Code> : '—')} />
        <FunctionField source="details" sortable={false} render={(r: SecurityLogRow) => <Entry row={r} />} />
      </Datagrid>
    </List>
  );
}
