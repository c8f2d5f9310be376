/**
 * How an application's workflow reads in the portal: its status (label, colour, where the
 * applicant stands) and its history. Every label comes from @registry/domain's workflow
 * presentation, registered here as the i18next namespace `workflow`; the features hold no copy.
 */
import { LOCALES } from '@registry/domain/shared/i18n/locale';
import {
  isApplicantTimelineStep,
  statusCategory,
  workflowTexts,
  type StatusCategory,
} from '@registry/domain/applications/workflow/presentation';
import { addLocales } from '#src/i18n';

/** The namespace of the workflow's labels: `workflow:status.<state>`, `workflow:step.<event>`. */
export const WORKFLOW_NS = 'workflow';
addLocales(WORKFLOW_NS, Object.fromEntries(LOCALES.map((locale) => [locale, workflowTexts(locale)])) as Parameters<typeof addLocales>[1]);

export type StatusTone = 'info' | 'warning' | 'success' | 'error' | 'neutral';

/** Waiting for the applicant (a correction, the fee) is a warning; outcomes are success or error. */
const TONES: Record<StatusCategory, StatusTone> = {
  with_registry: 'info',
  action_needed: 'warning',
  waiting_for_payment: 'warning',
  finished: 'success',
  closed: 'error',
};

/** The translation key (with its namespace) of a status label; a status no workflow names reads "unknown". */
export const statusLabelKey = (status: string): string => `${WORKFLOW_NS}:status.${statusCategory(status) ? status : 'unknown'}`;

/** The chip colour of a status; neutral for one the portal does not know. */
export const statusTone = (status: string): StatusTone => {
  const category = statusCategory(status);
  return category ? TONES[category] : 'neutral';
};

/** Steps an applicant sees in the timeline: labelled ones, not the registry's desk work (`assign`). */
export const isShownStep = (event: string): boolean => isApplicantTimelineStep(event);

/** The translation key (with its namespace) of a timeline step; only for shown steps. */
export const stepLabelKey = (event: string): string => `${WORKFLOW_NS}:step.${event}`;

export { statusCategory };
export const isClosedStatus = (status: string): boolean => statusCategory(status) === 'closed';
export const isFinishedStatus = (status: string): boolean => statusCategory(status) === 'finished';

/**
 * Where the applicant stands in the three steps of spec §1: 1 while the registry owes the answer
 * (a returned application too: the applicant holds it), 2 once approved until the fee is paid at
 * the visit of step 3. A finished application has done all three.
 */
export function currentStepOf(status: string): 1 | 2 | 3 {
  const category = statusCategory(status);
  if (category === 'finished') return 3;
  if (category === 'waiting_for_payment') return 2;
  return 1;
}
