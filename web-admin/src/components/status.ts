import type { ChipProps } from '@mui/material';
import { STEP_PRESENTATION, statusCategory, type StatusCategory } from '@registry/domain/applications/workflow/presentation';

/**
 * What the status chip shows: a translation key and a colour. A workflow state's label is
 * @registry/domain's (src/i18n builds the `status.*` keys from it) and its colour follows its
 * category; the other records' states (staff accounts, entity types, trade-name claims, the
 * queue's open/closed) are listed here with their own keys.
 */
const CATEGORY_COLOURS: Record<StatusCategory, ChipProps['color']> = {
  with_registry: 'info',
  action_needed: 'warning',
  waiting_for_payment: 'warning',
  finished: 'success',
  closed: 'error',
};

const OTHER_COLOURS: Record<string, ChipProps['color']> = {
  active: 'success',
  inactive: 'default',
  pending: 'info',
  complete: 'success',
  trade_name_reserved: 'info',
  requires_correction: 'warning',
  not_granted: 'error',
  open: 'info',
  closed: 'default',
};

export function statusChipOf(status: string | null | undefined): { labelKey: string; colour: ChipProps['color'] } {
  const category = status ? statusCategory(status) : undefined;
  if (status && category) return { labelKey: `status.${status}`, colour: CATEGORY_COLOURS[category] };
  if (status && Object.hasOwn(OTHER_COLOURS, status)) return { labelKey: `status.${status}`, colour: OTHER_COLOURS[status] };
  return { labelKey: 'status.unknown', colour: 'default' };
}

/** The timeline's text of a workflow step (`step.*`, from the domain); a step it does not know keeps its code. */
export const stepLabelKey = (event: string): string | null => (Object.hasOwn(STEP_PRESENTATION, event) ? `step.${event}` : null);
