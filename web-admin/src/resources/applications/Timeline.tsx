import { Box, Typography } from '@mui/material';
import { useGetMany, useLocaleState, useTranslate } from 'react-admin';
import { StatusLabel } from '#src/components/StatusChip';
import { stepLabelKey } from '#src/components/status';
import { actorText, dateTimeText, staffNamesById } from './labels';
import { useCaseFormat } from './case-format';

export interface HistoryEntry {
  event: string;
  from: string | null;
  to: string;
  actor: { kind: string; id?: string; email?: string } | null;
  at: string;
  reason: string | null;
}

/** Names of the staff who acted (GET /api/admin/staff?id=…), by id. */
export function useStaffNames(actors: ({ kind?: string; id?: string } | null | undefined)[]): Record<string, string> {
  const translate = useTranslate();
  const ids = [...new Set(actors.filter((a) => a?.kind === 'staff' && a.id).map((a) => a!.id!))];
  const { data, isPending } = useGetMany('staff', { ids }, { enabled: ids.length > 0 });
  return staffNamesById(translate, ids, data, ids.length > 0 && isPending);
}

/** The steps an application went through: who, when, from which state to which, and why. */
export function Timeline({ history }: { history: HistoryEntry[] }) {
  const translate = useTranslate();
  const names = useStaffNames(history.map((h) => h.actor));
  const [locale] = useLocaleState();
  const format = useCaseFormat();
  return (
    <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {history.map((h, i) => (
        <Box component="li" key={i} sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}>
          <Typography component="span" sx={{ fontWeight: 600 }}>
            {stepLabelKey(h.event) ? translate(stepLabelKey(h.event)!) : h.event}
          </Typography>{' '}
          {h.from !== h.to && (
            <Box component="span" sx={{ display: 'inline-flex', gap: 0.5, alignItems: 'center', mx: 1 }}>
              {h.from && <StatusLabel status={h.from} />}
              <span aria-hidden>{format.arrow}</span>
              <span
                className="visually-hidden"
                style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
              >
                {translate('admin.history.to')}
              </span>
              <StatusLabel status={h.to} />
            </Box>
          )}
          <Typography variant="body2" color="text.secondary">
            {actorText(translate, h.actor, names)}
            {format.separator}
            <time dateTime={h.at}>{dateTimeText(locale, h.at)}</time>
          </Typography>
          {h.reason && (
            <Typography variant="body2">
              {translate('admin.review.reason')}: {h.reason}
            </Typography>
          )}
        </Box>
      ))}
    </Box>
  );
}
