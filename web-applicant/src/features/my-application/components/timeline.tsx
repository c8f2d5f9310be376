import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useFormat } from '#src/components/format';
import type { HistoryEntry } from '#src/features/my-application/api/get-application';
import { NS } from '../i18n';
import { timelineItems } from '../utils/timeline';

/**
 * The workflow so far, oldest first, as an ordered list: what happened, by whom (the applicant
 * or the registry: staff are not named), when, and the registry's reason where it gave one.
 */
export function Timeline({ history, headingId }: { history: readonly HistoryEntry[]; headingId: string }) {
  const { t } = useTranslation(NS);
  const format = useFormat();
  const items = timelineItems(history, t);
  return (
    <Box component="ol" aria-labelledby={headingId} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {items.map(({ entry, title, now }, index) => {
        const last = index === items.length - 1;
        return (
          <Box
            component="li"
            key={`${entry.at}-${index}`}
            data-step={entry.event}
            sx={{
              position: 'relative',
              paddingInlineStart: 4,
              pb: last ? 0 : 3,
              '&::before': {
                content: '""',
                position: 'absolute',
                insetInlineStart: 6,
                top: 6,
                width: 12,
                height: 12,
                borderRadius: '50%',
                bgcolor: last ? 'primary.main' : 'background.paper',
                border: '2px solid',
                borderColor: 'primary.main',
              },
              '&::after': last
                ? undefined
                : { content: '""', position: 'absolute', insetInlineStart: 11, top: 22, bottom: 0, width: 2, bgcolor: 'divider' },
            }}
          >
            <Typography component="p" sx={{ fontWeight: 600 }}>
              {title}
            </Typography>
            <Typography component="p" variant="body2" color="text.secondary">
              <time dateTime={entry.at}>{format.dateTime(entry.at)}</time>
              {' · '}
              {t(entry.actor.kind === 'applicant' ? 'timeline.byApplicant' : 'timeline.byRegistry')}
              {now && (
                <>
                  {' · '}
                  {now}
                </>
              )}
            </Typography>
            {entry.reason && entry.reason !== 'application-closed' && (
              <Typography component="p" variant="body2" sx={{ mt: 0.5 }}>
                {t('timeline.reason')} <bdi>{entry.reason}</bdi>
              </Typography>
            )}
          </Box>
        );
      })}
    </Box>
  );
}
