import {
  Alert,
  Box,
  Button,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Link,
  Radio,
  RadioGroup,
  Typography,
} from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { Redirect } from '#src/components/server-render';
import { ErrorSummary } from '#src/components/error-summary';
import { Page } from '#src/components/page';
import { readTermsAcceptance } from '#src/lib/terms';
import { NS } from '../i18n';
import { useQueries } from '@tanstack/react-query';
import { useAuth } from '#src/lib/auth/auth';
import { readDraft } from '../model/draft';
import { getServerDraft } from '../model/server-draft';
import { basePathOf } from '../model/flows';

/** The five things an applicant may register (issue 8 §1) and where each one starts. */
const CHOICES = [
  { value: 'local_company', to: '/businesses/register?type=local_company' },
  { value: 'trade_name', to: '/tradenames/register' },
  { value: 'foreign_company', to: '/businesses/register?type=foreign_company' },
  { value: 'company_reintroduce', to: '/businesses/register?type=company_reintroduce' },
  { value: 'trademark', to: '/trademarks/register' },
] as const;

const FIELD_ID = 'registration-kind';

/**
 * `/register` (spec §2 "Choose registration type"): after the terms are accepted (`/terms`
 * comes back here), one question: what to register. A registration in progress in this browser
 * is offered first.
 */
export function ChooseRegistrationPage() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const [choice, setChoice] = useState('');
  const [error, setError] = useState<string>();
  const [attempt, setAttempt] = useState(0);
  const accepted = readTermsAcceptance();
  // `?kind=foreign_company`: a kind chosen before the terms (home card, guide, Apply menu).
  const [search] = useSearchParams();
  const asked = CHOICES.find((c) => c.value === search.get('kind'));
  // A registration in progress here, or on another device of the applicant signed in by code.
  const { isAuthenticated } = useAuth();
  const flows = ['business', 'trade-name'] as const;
  const onServer = useQueries({
    queries: flows.map((flow) => ({
      queryKey: ['server-draft', flow],
      queryFn: ({ signal }: { signal: AbortSignal }) => getServerDraft(flow, signal),
      enabled: isAuthenticated,
      retry: false,
    })),
  });
  const drafts = flows.filter((flow, index) => readDraft(flow) !== null || !!onServer[index]?.data);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setAttempt((n) => n + 1);
    const chosen = CHOICES.find((c) => c.value === choice);
    if (!chosen) {
      setError(t('choose.required'));
      return;
    }
    void navigate(chosen.to);
  };

  if (accepted && asked) return <Redirect to={asked.to} />;
  if (!accepted)
    return (
      <Page title={t('choose.title')} lead={t('choose.termsLead')} maxWidth="md">
        <Alert severity="info" sx={{ mb: 3, maxWidth: '40rem' }}>
          {t('choose.termsFirst')}
        </Alert>
        <Button component={RouterLink} to={asked ? `/terms?kind=${asked.value}` : '/terms'} variant="contained" size="large">
          {t('choose.readTerms')}
        </Button>
      </Page>
    );

  return (
    <Page title={t('choose.title')} lead={t('choose.lead')} maxWidth="md">
      <ErrorSummary title={t('errorSummaryTitle')} errors={error ? [{ fieldId: FIELD_ID, message: error }] : []} attempt={attempt} />
      {drafts.length > 0 && (
        <Box
          component="section"
          aria-labelledby="drafts-heading"
          sx={{ mb: 4, p: 2, borderInlineStart: '6px solid', borderColor: 'info.main' }}
        >
          <Typography id="drafts-heading" component="h2" variant="h6" gutterBottom>
            {t('choose.draftsHeading')}
          </Typography>
          <Box component="ul" sx={{ m: 0, paddingInlineStart: 2.5 }}>
            {drafts.map((flow) => (
              <li key={flow}>
                <Link component={RouterLink} to={basePathOf(flow)}>
                  {t(flow === 'business' ? 'choose.continueBusiness' : 'choose.continueTradeName')}
                </Link>
              </li>
            ))}
          </Box>
        </Box>
      )}
      <Box component="form" method="post" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 3 }}>
        <FormControl component="fieldset" error={!!error}>
          <FormLabel component="legend" sx={{ fontWeight: 700, fontSize: '1.25rem', color: 'text.primary', mb: 1 }}>
            {t('choose.question')}
          </FormLabel>
          {error && (
            <FormHelperText id={`${FIELD_ID}-error`} sx={{ mx: 0, fontWeight: 700 }}>
              {error}
            </FormHelperText>
          )}
          <RadioGroup
            name="kind"
            value={choice}
            onChange={(event) => {
              setChoice(event.target.value);
              setError(undefined);
            }}
            aria-describedby={error ? `${FIELD_ID}-error` : undefined}
          >
            {CHOICES.map((c, index) => (
              <Box key={c.value} sx={{ mb: 1 }}>
                <FormControlLabel
                  value={c.value}
                  label={<strong>{t(`choose.options.${c.value}.label`)}</strong>}
                  control={
                    <Radio
                      slotProps={{
                        input: {
                          id: index === 0 ? FIELD_ID : `${FIELD_ID}-${c.value}`,
                          'aria-describedby': `${FIELD_ID}-${c.value}-hint`,
                        } as object,
                      }}
                    />
                  }
                />
                <Typography id={`${FIELD_ID}-${c.value}-hint`} variant="body2" color="text.secondary" sx={{ paddingInlineStart: 4 }}>
                  {t(`choose.options.${c.value}.hint`)}
                </Typography>
              </Box>
            ))}
          </RadioGroup>
        </FormControl>
        <Box>
          <Button type="submit" variant="contained" size="large">
            {t('actions.continue')}
          </Button>
        </Box>
      </Box>
    </Page>
  );
}
