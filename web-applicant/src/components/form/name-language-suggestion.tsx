import { Alert, AlertTitle, Box, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES } from '@registry/domain/shared/i18n/messages';
import { currentLocale } from '#src/i18n';
import { isNameLanguage, type NameLanguage } from './api/check-trade-name-eligibility';
import { NS } from './i18n';
import { fillField, ruleMessage, type RuleProblem } from './rule-messages';

export const SCRIPT_MISMATCH = 'trade-name.script-mismatch';

/** The languages a `trade-name.script-mismatch` offers, likeliest first (its `languages` parameter). */
export function suggestedLanguages(problem: RuleProblem | undefined): NameLanguage[] {
  const languages = problem?.params?.languages;
  return Array.isArray(languages) ? languages.filter(isNameLanguage) : [];
}

/**
 * A name in another language's letters (issue 34 §2): not "not available" but a question, the
 * rule's own words ("this looks like English, not Sorani…"), and a button for each language the
 * letters fit that checks the name in it. The search page and the name step both show it.
 */
export function NameLanguageSuggestion({
  problem,
  label,
  onChoose,
  titleAs = 'p',
}: {
  problem: RuleProblem;
  /** The name field's label, which the rule's message names. */
  label: string;
  onChoose: (language: NameLanguage) => void;
  /** A heading where the page's outline has room for one (the search page's result), else a paragraph. */
  titleAs?: 'h3' | 'p';
}) {
  const { t } = useTranslation(NS);
  const names = LANGUAGE_NAMES[currentLocale()];
  return (
    <Alert severity="info" variant="outlined" data-reason={problem.code}>
      <AlertTitle component={titleAs} sx={{ fontWeight: 700, fontSize: '1rem' }}>
        {t('availability.languageTitle')}
      </AlertTitle>
      {fillField(ruleMessage(problem.code, problem.params), label)}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1.5 }}>
        {suggestedLanguages(problem).map((language, i) => (
          <Button
            key={language}
            type="button"
            variant={i === 0 ? 'contained' : 'outlined'}
            data-language={language}
            // The name field keeps the focus: its blur would show its error above the button and
            // move the button down between the press and the release, and the click would miss.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onChoose(language)}
          >
            {t('availability.checkAs', { language: names[language] })}
          </Button>
        ))}
      </Box>
    </Alert>
  );
}
