import type { TFunction } from 'i18next';
import { isShownStep, statusLabelKey, stepLabelKey } from '#src/lib/workflow';
import type { HistoryEntry } from '#src/features/my-application/api/get-application';

type Step = Pick<HistoryEntry, 'event' | 'from' | 'to'>;

export interface TimelineItem<E extends Step = HistoryEntry> {
  entry: E;
  /** What happened. */
  title: string;
  /** The state it led to (`now: Legal checking`), when the step changed the state. */
  now: string | null;
}

/**
 * The history as the applicant's timeline reads it, oldest first: only the steps shown to
 * applicants, each labelled in the UI language (`t` of this feature's namespace).
 */
export function timelineItems<E extends Step>(history: readonly E[], t: TFunction): TimelineItem<E>[] {
  return history
    .filter((entry) => isShownStep(entry.event))
    .map((entry) => ({
      entry,
      title: t(stepLabelKey(entry.event)),
      now: entry.from !== entry.to ? t('timeline.now', { status: t(statusLabelKey(entry.to)) }) : null,
    }));
}
