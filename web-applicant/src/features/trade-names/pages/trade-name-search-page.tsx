import {
  Alert,
  Box,
  Button,
  CircularProgress,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
  TextField,
  Typography,
} from '@mui/material';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { useFormat } from '#src/components/format';
import { Page } from '#src/components/page';
import { visuallyHidden } from '#src/components/visually-hidden';
import { userMessageOf, ApiError } from '#src/lib/api';
import {
  defaultNameLanguage,
  NAME_LANGUAGES,
  PROTECTION_LEVELS,
  useTradeNameEligibility,
  type Eligibility,
  type EligibilityQuery,
  type NameLanguage,
  type ProtectionLevel,
} from '#src/components/form/api/check-trade-name-eligibility';
import { validateTradeNameText } from '@registry/domain/applications/rules/trade-name-text';
import { fillField, ruleMessage } from '#src/components/form/rule-messages';
import { NameLanguageSuggestion, SCRIPT_MISMATCH } from '#src/components/form/name-language-suggestion';
import { useDistricts, type District } from '#src/features/trade-names/api/get-districts';
import { useSimilarTradeNames } from '#src/features/trade-names/api/get-similar-trade-names';
import type { Activity } from '#src/features/trade-names/api/search-activities';
import { deferred } from '#src/components/deferred';
import { EligibilityResult } from '../components/eligibility-result';
import { ErrorSummary, type SummaryError } from '#src/components/error-summary';
import { NamesTable } from '../components/names-table';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { NS } from '../i18n';

/**
 * The activities' autocomplete (MUI's Autocomplete, its popper and chips: about a third of the
 * page's code) is hydrated after the rest of the page, which answers input without it; on a phone
 * network that is most of a second sooner (docs/web-applicant.md, "Server rendering").
 */
const ActivityPicker = deferred(
  () => import(/* after hydration */ '../components/activity-picker').then((module) => module.ActivityPicker),
  ActivityPickerPlaceholder,
);

/** While the autocomplete's code loads after a navigation inside the portal: its field, not yet usable. */
function ActivityPickerPlaceholder({ id }: { id: string }) {
  const { t } = useTranslation(NS);
  return <TextField id={id} label={t('form.activities.label')} helperText={t('form.activities.hint')} disabled fullWidth />;
}

/** The ids of the inputs: the error summary links to them, the e2e tests find them by label. */
const FIELD_IDS = {
  language: 'name-language-ckb',
  chosenTradeName: 'chosen-trade-name',
  protectionLevel: 'protection-level-kri_level',
  districtId: 'district-id',
  activities: 'activities',
} as const;
type Field = keyof typeof FIELD_IDS;

/** The API checks up to 200 characters (EligibilityQuery). */
const NAME_MAX = 200;
/** Long enough to skip the keys of a word being typed, short enough to feel live. */
const TYPING_PAUSE_MS = 400;

/** Messages are translation keys, so that they follow a language change after the check. */
const searchSchema = z
  .object({
    chosenTradeName: z.string().check(z.trim(), z.minLength(1, 'form.name.required'), z.maxLength(NAME_MAX, 'form.name.tooLong')),
    protectionLevel: z.enum(PROTECTION_LEVELS),
    districtId: z.string(),
  })
  .check(
    z.superRefine((value, ctx) => {
      if (value.protectionLevel === 'district_level' && !value.districtId)
        ctx.addIssue({ code: 'custom', path: ['districtId'], message: 'form.district.required' });
    }),
  );

function errorsOf(values: z.input<typeof searchSchema>): Partial<Record<Field, string>> {
  const result = searchSchema.safeParse(values);
  if (result.success) return {};
  const errors: Partial<Record<Field, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as Field;
    errors[field] ??= issue.message;
  }
  return errors;
}

/** Districts grouped under their provinces, in the API's order. */
function byProvince(districts: readonly District[]): Array<{ provinceId: string; provinceName: string; districts: District[] }> {
  const groups = new Map<string, { provinceId: string; provinceName: string; districts: District[] }>();
  for (const district of districts) {
    const group = groups.get(district.provinceId) ?? {
      provinceId: district.provinceId,
      provinceName: district.provinceName,
      districts: [],
    };
    group.districts.push(district);
    groups.set(district.provinceId, group);
  }
  return [...groups.values()];
}

/**
 * `/tradenames/search` (spec §2): is a name free? Checked live as the applicant types (after a
 * pause) against the registers, with the reasons in words, the names in the way, similar names,
 * and for a name of the legacy register the way to reintroduce it.
 */
export function TradeNameSearchPage() {
  const { t, i18n } = useTranslation(NS);
  const format = useFormat();
  // The name's language is asked, as the application asks it, from the same first guess (the page's).
  const [language, setLanguage] = useState<NameLanguage>(() => defaultNameLanguage(i18n.resolvedLanguage));
  const [name, setName] = useState('');
  const [protectionLevel, setProtectionLevel] = useState<ProtectionLevel>('kri_level');
  const [districtId, setDistrictId] = useState('');
  const [activities, setActivities] = useState<Activity[]>([]);
  /** Errors shown after a submission; they are re-checked as the applicant corrects the fields. */
  const [submitted, setSubmitted] = useState(0);

  const typedName = useDebouncedValue(name, TYPING_PAUSE_MS);
  // A submission checks what is in the field now, without waiting for the pause.
  const [submittedName, setSubmittedName] = useState<string | undefined>();
  const nameToCheck = (submittedName === name ? name : typedName).trim();

  // The rules of the name's text (the API's own, from @registry/domain), judged at every key: a
  // name they refuse is never shown available, and the register is not asked about it.
  const textProblems = useMemo(() => (name.trim() ? validateTradeNameText({ name, locale: language }) : []), [name, language]);
  const textMessages = textProblems.map((problem) => ({
    code: problem.code,
    message: fillField(ruleMessage(problem.code, problem.params), t('form.name.label')),
  }));
  // Letters of another language are a question (check it in that language?), not a refusal.
  const languageProblem = textProblems.find((p) => p.code === SCRIPT_MISMATCH);
  const refusals = textMessages.filter((m) => m.code !== SCRIPT_MISMATCH);
  const chooseLanguage = (next: NameLanguage) => {
    setLanguage(next);
    // The button goes with the question; the name, now checked in its language, keeps the focus.
    document.getElementById(FIELD_IDS.chosenTradeName)?.focus();
  };

  const query: EligibilityQuery | undefined = useMemo(() => {
    if (!nameToCheck || nameToCheck.length > NAME_MAX || textProblems.length) return undefined;
    if (protectionLevel === 'district_level' && !districtId) return undefined;
    return {
      chosenTradeName: nameToCheck,
      language,
      protectionLevel,
      districtId: districtId || undefined,
      activityIds: activities.map((a) => a.id),
    };
  }, [nameToCheck, language, textProblems.length, protectionLevel, districtId, activities]);

  const eligibility = useTradeNameEligibility(query);
  const similar = useSimilarTradeNames(query?.chosenTradeName);
  const districts = useDistricts({ enabled: protectionLevel === 'district_level' || !!eligibility.data });
  const districtNames = useMemo(() => new Map((districts.data ?? []).map((d) => [d.id, d.name])), [districts.data]);
  const districtName = (id: string) => districtNames.get(id);
  const formatScore = (score: number) => format.percent(Math.round(score * 100));

  const clientErrors = submitted ? errorsOf({ chosenTradeName: name, protectionLevel, districtId }) : {};
  // The API names a field it refused (an unknown district, say) in source.parameter.
  const apiFieldErrors = eligibility.error instanceof ApiError ? eligibility.error.fieldErrors : {};
  const fieldError = (field: Field): string | undefined =>
    clientErrors[field]
      ? t(clientErrors[field])
      : field === 'chosenTradeName' && textMessages.length
        ? textMessages.map((m) => m.message).join(' ')
        : field === 'activities'
          ? apiFieldErrors.activityIds
          : field === 'language'
            ? undefined
            : apiFieldErrors[field];
  // The rules of the text speak at the field as one types; the summary (which takes the focus)
  // lists them only after a submission, so that it never pulls the focus out of the field.
  const summaryError = (field: Field): string | undefined =>
    field === 'chosenTradeName' && !submitted && !clientErrors[field] && !apiFieldErrors[field] ? undefined : fieldError(field);
  const summaryErrors: SummaryError[] = (Object.keys(FIELD_IDS) as Field[])
    .map((field) => ({ field, message: summaryError(field) }))
    .filter((e): e is { field: Field; message: string } => !!e.message)
    .map((e) => ({ fieldId: FIELD_IDS[e.field], message: e.message }));
  const hasFieldErrors = Object.keys(apiFieldErrors).length > 0;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted((n) => n + 1);
    setSubmittedName(name);
  };

  // The text's own problems are the result as long as they last.
  const textResult: Eligibility | undefined = refusals.length
    ? { chosenTradeName: name.trim(), eligible: false, reasons: refusals.map((m) => ({ ...m, conflicts: [] })), similar: [] }
    : undefined;
  const result = textResult ?? (query ? eligibility.data : undefined);
  const statusText = languageProblem
    ? textMessages.find((m) => m.code === SCRIPT_MISMATCH)!.message
    : !textResult && eligibility.isFetching
      ? t('result.checking')
      : result
        ? t(result.eligible ? 'result.availableStatus' : 'result.notAvailableStatus', { name: result.chosenTradeName })
        : '';

  return (
    <Page title={t('page.title')} lead={t('page.intro')} maxWidth="md">
      <ErrorSummary title={t('errorSummary.title')} errors={summaryErrors} attempt={submitted} />

      <Box
        component="form"
        role="search"
        aria-label={t('form.label')}
        noValidate
        onSubmit={onSubmit}
        sx={{ display: 'grid', gap: 3, mb: 5 }}
      >
        <FormControl component="fieldset">
          <FormLabel component="legend" sx={{ mb: 1, fontWeight: 700, color: 'text.primary' }}>
            {t('form.language.legend')}
          </FormLabel>
          <FormHelperText id="name-language-hint" sx={{ mx: 0, mt: -0.5, mb: 0.5, color: 'text.secondary' }}>
            {t('form.language.hint')}
          </FormHelperText>
          <RadioGroup
            row
            name="language"
            value={language}
            onChange={(event) => setLanguage(event.target.value as NameLanguage)}
            aria-describedby="name-language-hint"
          >
            {NAME_LANGUAGES.map((option) => (
              <FormControlLabel
                key={option}
                value={option}
                label={t(`form.language.${option}`)}
                control={<Radio slotProps={{ input: { id: `name-language-${option}` } }} />}
              />
            ))}
          </RadioGroup>
        </FormControl>

        <TextField
          id={FIELD_IDS.chosenTradeName}
          name="chosenTradeName"
          label={t('form.name.label')}
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={!!fieldError('chosenTradeName')}
          helperText={
            <>
              <Box component="span" sx={{ display: 'block', color: 'text.secondary' }}>
                {t('form.name.hint')}
              </Box>
              {fieldError('chosenTradeName')}
            </>
          }
          autoComplete="off"
          spellCheck={false}
          required
          slotProps={{ htmlInput: { dir: 'auto', lang: language, maxLength: NAME_MAX + 50 } }}
          sx={{ maxWidth: '36rem' }}
        />

        <FormControl component="fieldset">
          <FormLabel component="legend" sx={{ mb: 1, fontWeight: 700, color: 'text.primary' }}>
            {t('form.protectionLevel.legend')}
          </FormLabel>
          <RadioGroup
            name="protectionLevel"
            value={protectionLevel}
            onChange={(event) => setProtectionLevel(event.target.value as ProtectionLevel)}
          >
            {PROTECTION_LEVELS.map((level) => (
              <Box key={level} sx={{ mb: 1 }}>
                <FormControlLabel
                  value={level}
                  control={
                    <Radio
                      slotProps={{ input: { id: `protection-level-${level}`, 'aria-describedby': `protection-level-${level}-hint` } }}
                    />
                  }
                  label={t(`form.protectionLevel.${level}`)}
                />
                <FormHelperText
                  id={`protection-level-${level}-hint`}
                  sx={{ mt: -0.5, marginInlineStart: 4, color: 'text.secondary', textAlign: 'start' }}
                >
                  {t(`form.protectionLevel.${level}Hint`)}
                </FormHelperText>
              </Box>
            ))}
          </RadioGroup>
          {protectionLevel === 'district_level' && (
            // GOV.UK conditional reveal: the follow-up question sits under the choice it belongs to.
            <Box sx={{ borderInlineStart: '4px solid', borderColor: 'divider', paddingInlineStart: 2, marginInlineStart: 1.5, mt: 1 }}>
              <TextField
                select
                id={FIELD_IDS.districtId}
                name="districtId"
                label={t('form.district.label')}
                value={districtId}
                onChange={(event) => setDistrictId(event.target.value)}
                error={!!fieldError('districtId')}
                helperText={
                  fieldError('districtId') ??
                  (districts.isLoading ? t('form.district.loading') : districts.error ? userMessageOf(districts.error) : undefined)
                }
                required
                slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                sx={{ minWidth: '18rem' }}
              >
                <option value="">{t('form.district.placeholder')}</option>
                {byProvince(districts.data ?? []).map((group) => (
                  <optgroup key={group.provinceId} label={group.provinceName}>
                    {group.districts.map((district) => (
                      <option key={district.id} value={district.id}>
                        {district.name}
                      </option>
                    ))}
                  </optgroup>
                ))}
              </TextField>
            </Box>
          )}
        </FormControl>

        <Box sx={{ maxWidth: '36rem' }}>
          <ActivityPicker id={FIELD_IDS.activities} value={activities} onChange={setActivities} />
        </Box>

        <Box>
          <Button type="submit" variant="contained" size="large">
            {t('form.submit')}
          </Button>
        </Box>
      </Box>

      <Box component="section" aria-labelledby="result-heading" aria-busy={eligibility.isFetching} sx={{ mb: 5 }}>
        <Typography id="result-heading" variant="h2" component="h2" gutterBottom sx={{ fontSize: '1.5rem' }}>
          {t('result.heading')}
        </Typography>
        {/* Screen readers hear the verdict once per check, not the whole result. */}
        <Box role="status" sx={visuallyHidden}>
          {statusText}
        </Box>
        {!textResult && eligibility.isFetching && !result && (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <CircularProgress size={20} aria-hidden />
            <Typography>{t('result.checking')}</Typography>
          </Box>
        )}
        {languageProblem && (
          <Box sx={{ mb: 2 }}>
            <NameLanguageSuggestion problem={languageProblem} label={t('form.name.label')} onChoose={chooseLanguage} titleAs="h3" />
          </Box>
        )}
        {!query && !result && !languageProblem && (
          <Typography color="text.secondary">
            {protectionLevel === 'district_level' && !districtId && name.trim() ? t('result.chooseDistrict') : t('result.emptyPrompt')}
          </Typography>
        )}
        {eligibility.error && !hasFieldErrors && <Alert severity="error">{userMessageOf(eligibility.error)}</Alert>}
        {result && (textResult || query) && (
          <Box sx={{ opacity: !textResult && eligibility.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}>
            <EligibilityResult eligibility={result} districtName={districtName} formatScore={formatScore} />
          </Box>
        )}
      </Box>

      {query && (
        <Box component="section" aria-labelledby="similar-heading">
          <Typography id="similar-heading" variant="h2" component="h2" gutterBottom sx={{ fontSize: '1.5rem' }}>
            {t('similar.heading')}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {t('similar.intro')}
          </Typography>
          {similar.error ? (
            <Alert severity="error">{userMessageOf(similar.error)}</Alert>
          ) : similar.data && similar.data.length === 0 ? (
            <Typography>{t('similar.none')}</Typography>
          ) : similar.data ? (
            <NamesTable caption={t('similar.caption')} names={similar.data} districtName={districtName} formatScore={formatScore} />
          ) : (
            <CircularProgress size={20} aria-label={t('result.checking')} />
          )}
        </Box>
      )}
    </Page>
  );
}

export default TradeNameSearchPage;
