import { Alert, AlertTitle, Box, Link, Typography } from '@mui/material';
import { Trans, useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { ConflictingName, Eligibility } from '#src/components/form/api/check-trade-name-eligibility';
import { NS } from '../i18n';
import { NamesTable } from './names-table';

/** The company registration form, opened for a company of the legacy register (business type `company_reintroduce`). */
export const REINTRODUCE_PATH = '/businesses/register?type=company_reintroduce';
/** The guides' contact page (the directorates and the trade name department). */
const CONTACT_PATH = '/contact';
const LEGACY = 'trade-name.legacy';
/** Reason codes with advice of our own; the API's message says what is wrong, the advice what to do. */
const ADVICE = new Set(['registered', 'reserved', 'pending', 'too-similar', 'special-characters', 'wrong-script', 'generic-only']);

function adviceKey(code: string): string | undefined {
  const suffix = code.replace(/^trade-name\./, '');
  return ADVICE.has(suffix) ? `advice.${suffix}` : undefined;
}

/** The name's own entry in the legacy register, and what the applicant can do about it. */
function LegacyNote() {
  const { t } = useTranslation(NS);
  return (
    <Box
      component="section"
      aria-labelledby="legacy-note-heading"
      sx={{ borderInlineStart: '6px solid', borderColor: 'info.main', paddingInlineStart: 2, py: 1, my: 3 }}
    >
      <Typography id="legacy-note-heading" variant="h6" component="h3" gutterBottom>
        {t('legacy.heading')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t('legacy.body')}</Typography>
      <Typography sx={{ mb: 2 }}>{t('legacy.contact')}</Typography>
      <Link component={RouterLink} to={REINTRODUCE_PATH} sx={{ fontWeight: 700 }}>
        {t('legacy.link')}
      </Link>
      {/* A trade name: the department reintroduces it for the applicant (issue 22 §9), whose check then passes. */}
      <Typography sx={{ mt: 3, mb: 2 }}>{t('legacy.tradeName')}</Typography>
      <Link component={RouterLink} to={CONTACT_PATH} sx={{ fontWeight: 700 }}>
        {t('legacy.contactLink')}
      </Link>
    </Box>
  );
}

/** Available or not; when not, each coded reason in words with advice, and the names in the way. */
export function EligibilityResult({
  eligibility,
  districtName,
  formatScore,
}: {
  eligibility: Eligibility;
  districtName: (id: string) => string | undefined;
  formatScore: (score: number) => string;
}) {
  const { t } = useTranslation(NS);
  const name = eligibility.chosenTradeName;
  if (eligibility.eligible) {
    return (
      <Alert severity="success" variant="outlined">
        <AlertTitle component="h3" sx={{ fontWeight: 700 }}>
          <Trans t={t} i18nKey="result.available" values={{ name }} components={{ bdi: <bdi /> }} />
        </AlertTitle>
        {t('result.availableHint')}
      </Alert>
    );
  }
  // One name may stand in the way for more than one reason; list it once, at its highest score.
  const conflicts = new Map<string, ConflictingName>();
  for (const reason of eligibility.reasons) {
    for (const conflict of reason.conflicts) {
      const key = `${conflict.source}:${conflict.name}`;
      if ((conflicts.get(key)?.score ?? -1) < conflict.score) conflicts.set(key, conflict);
    }
  }
  const isLegacy = eligibility.reasons.some((r) => r.code === LEGACY);
  return (
    <>
      <Alert severity="error" variant="outlined">
        <AlertTitle component="h3" sx={{ fontWeight: 700 }}>
          <Trans t={t} i18nKey="result.notAvailable" values={{ name }} components={{ bdi: <bdi /> }} />
        </AlertTitle>
        <Typography component="h4" variant="subtitle2" sx={{ mt: 1 }}>
          {t('result.reasonsHeading')}
        </Typography>
        <Box component="ul" sx={{ my: 0.5, paddingInlineStart: 2.5 }}>
          {eligibility.reasons.map((reason) => {
            const advice = adviceKey(reason.code);
            return (
              <li key={reason.code} data-reason={reason.code}>
                {reason.message}
                {advice && (
                  <Typography component="span" variant="body2" sx={{ display: 'block', color: 'text.secondary' }}>
                    {t(advice)}
                  </Typography>
                )}
              </li>
            );
          })}
        </Box>
      </Alert>
      {isLegacy && <LegacyNote />}
      {conflicts.size > 0 && (
        <Box sx={{ mt: 2 }}>
          <NamesTable
            caption={t('result.conflictsCaption')}
            names={[...conflicts.values()].sort((a, b) => b.score - a.score)}
            districtName={districtName}
            formatScore={formatScore}
          />
        </Box>
      )}
    </>
  );
}
