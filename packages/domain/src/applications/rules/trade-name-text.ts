import type { FieldProblem } from '#src/shared/domain-error';
import { nameTextProblems } from '#src/trade-names/availability/eligibility';
// Registers the messages of the codes it gives: whoever checks a name's text can word its problems.
import '#src/trade-names/availability/messages';
import type { TradeNameNaming } from '../application.js';
import { isBlank } from './facts.js';

/**
 * The name's text in its chosen language (spec §5): no special characters, only that language's
 * letters, a distinctive word. The eligibility engine's own rules (`nameTextProblems`), here at
 * the name's field, so that a form reports them as the applicant types and a submission before
 * any register is read. `prefix` is `trade_name.` for a company's name. A module of its own: the
 * name search checks the text as it is typed without loading the rest of the application's rules.
 */
export function validateTradeNameText(naming: Pick<TradeNameNaming, 'name' | 'locale'> | undefined, prefix = ''): FieldProblem[] {
  if (!naming || isBlank(naming.name)) return [];
  return nameTextProblems(naming.name, naming.locale).map((p) => ({
    code: p.code,
    field: `${prefix}name`,
    ...(p.params ? { params: p.params } : {}),
  }));
}
