import { Alert, AlertTitle, Box, Link, Typography } from '@mui/material';
import { Trans, useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { userMessageOf } from '#src/lib/api';
import { useSettledQuery } from '#src/lib/settled-query';
import { useFormat } from '../format';
import {
  useTradeNameEligibility,
  type ConflictingName,
  type Eligibility,
  type EligibilityQuery,
  type NameLanguage,
} from './api/check-trade-name-eligibility';
import { NS } from './i18n';
import { fillField, ruleMessage, type RuleProblem } from './rule-messages';
import { NameLanguageSuggestion, SCRIPT_MISMATCH } from './name-language-suggestion';

/** The legacy register's reason: the name can be reintroduced, not registered anew (spec §5). */
const LEGACY = 'trade-name.legacy';
export const REINTRODUCE_PATH = '/businesses/register?type=company_reintroduce';

/** The query once the applicant has paused typing (the search page's pace): the API is asked then, not at every key. */
export function useDebouncedEligibility(query: EligibilityQuery | undefined, delayMs = 400) {
  const { settled, current } = useSettledQuery(query, delayMs);
  // District-level protection is judged in its district: no question until one is chosen.
  const askable =
    settled && settled.chosenTradeName.trim() && (settled.protectionLevel !== 'district_level' || settled.districtId) ? settled : undefined;
  const result = useTradeNameEligibility(askable);
  return { ...result, current, eligibility: current && result.data && !result.isPlaceholderData ? result.data : undefined };
}

/** The names in the way of a reason, each with its similarity score, as the search page lists them. */
function ConflictList({ conflicts }: { conflicts: readonly ConflictingName[] }) {
  const { t } = useTranslation(NS);
  const format = useFormat();
  if (!conflicts.length) return null;
  return (
    <Box component="ul" sx={{ mt: 0.5, mb: 0, paddingInlineStart: 2.5 }}>
      {conflicts.slice(0, 5).map((conflict) => (
        <li key={`${conflict.source}:${conflict.name}`} data-conflict={conflict.name}>
          <Trans
            t={t}
            i18nKey="availability.conflict"
            values={{ name: conflict.name, score: format.percent(Math.round(conflict.score * 100)) }}
            components={{ bdi: <bdi /> }}
          />
        </li>
      ))}
    </Box>
  );
}

/**
 * The search page's live availability check inside a form (`GET /public/trade_names/eligible`,
 * the check a submission makes): a polite live region under the name field saying "checking",
 * "available", or why not in the API's words (registered, reserved, in the legacy register, too
 * similar, special characters, letters of another language) with the names in the way and their
 * scores, and the way to reintroduce a name of the legacy register. `textProblems` are the
 * rules of the name's own text (`validateTradeNameText`), judged here as the applicant types:
 * while there are any the name is not available and the register is not asked; `label` is the
 * name field's, which their messages name.
 */
export function TradeNameAvailability({
  id,
  state,
  name,
  label,
  textProblems = [],
  onChooseLanguage,
}: {
  id: string;
  state: ReturnType<typeof useDebouncedEligibility>;
  name?: string;
  label?: string;
  textProblems?: readonly RuleProblem[];
  /** Takes a language the name's letters fit, offered when they do not fit the one chosen. */
  onChooseLanguage?: (language: NameLanguage) => void;
}) {
  const { t } = useTranslation(NS);
  const eligibility: Eligibility | undefined = state.eligibility;
  // Letters of another language are a question to answer, not a reason the name is not available.
  const languageProblem = onChooseLanguage ? textProblems.find((p) => p.code === SCRIPT_MISMATCH) : undefined;
  const refusals = languageProblem ? textProblems.filter((p) => p !== languageProblem) : textProblems;
  const suggestion = languageProblem && name && onChooseLanguage && (
    <NameLanguageSuggestion problem={languageProblem} label={label ?? ''} onChoose={onChooseLanguage} />
  );
  let content = null;
  if (languageProblem && name && refusals.length === 0) content = suggestion;
  else if (refusals.length > 0 && name)
    content = (
      <Alert severity="error" variant="outlined">
        <AlertTitle sx={{ fontWeight: 700 }}>
          <Trans t={t} i18nKey="availability.notAvailable" values={{ name }} components={{ bdi: <bdi /> }} />
        </AlertTitle>
        <Box component="ul" sx={{ m: 0, paddingInlineStart: 2.5 }}>
          {refusals.map((problem) => (
            <li key={problem.code} data-reason={problem.code}>
              {fillField(ruleMessage(problem.code, problem.params), label ?? '')}
            </li>
          ))}
        </Box>
      </Alert>
    );
  else if (state.isError) content = <Alert severity="warning">{userMessageOf(state.error)}</Alert>;
  else if (!state.current || state.isFetching)
    content =
      state.fetchStatus === 'idle' && !state.data ? null : <Typography color="text.secondary">{t('availability.checking')}</Typography>;
  else if (eligibility?.eligible)
    content = (
      <Alert severity="success" variant="outlined">
        <Trans t={t} i18nKey="availability.available" values={{ name: eligibility.chosenTradeName }} components={{ bdi: <bdi /> }} />
      </Alert>
    );
  else if (eligibility)
    content = (
      <Alert severity="error" variant="outlined">
        <AlertTitle sx={{ fontWeight: 700 }}>
          <Trans t={t} i18nKey="availability.notAvailable" values={{ name: eligibility.chosenTradeName }} components={{ bdi: <bdi /> }} />
        </AlertTitle>
        <Box component="ul" sx={{ m: 0, paddingInlineStart: 2.5 }}>
          {eligibility.reasons.map((reason) => (
            <li key={reason.code} data-reason={reason.code}>
              {reason.message}
              <ConflictList conflicts={reason.conflicts} />
            </li>
          ))}
        </Box>
        {eligibility.reasons.some((r) => r.code === LEGACY) && (
          <Typography sx={{ mt: 1 }}>
            {t('availability.legacyAdvice')}{' '}
            <Link component={RouterLink} to={REINTRODUCE_PATH} sx={{ fontWeight: 700 }}>
              {t('availability.reintroduce')}
            </Link>
          </Typography>
        )}
      </Alert>
    );
  return (
    <Box id={id} role="status" aria-live="polite" sx={{ maxWidth: '40rem', display: 'grid', gap: 1.5 }}>
      {content}
      {refusals.length > 0 && suggestion}
    </Box>
  );
}
