import { Alert, AlertTitle, Box, Button, Link, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { serverErrorsOf } from '../../../components/form/form-kit';
import { fieldIdOf, pathOfRuleField } from '../../../components/form/paths';
import { apiTitle } from '../../../components/form/rules';
import { provinceOfDetails } from '../../../components/directorates/province';
import { useCountryName } from '../../../components/form/api/countries';
import { useFormat } from '../../../components/format';
import { useToast } from '../../../components/toast';
import { ApiError, userMessageOf } from '../../../lib/api';
import { useSubmitBusiness } from '../api/submit-business';
import { useSubmitTradeName, type SubmittedApplication } from '../api/submit-trade-name';
import { CancelRegistration } from '../components/cancel-registration';
import { useRegistration } from '../components/registration-context';
import { NS as APPLICATION_FORM_NS } from '../../../components/application-form/i18n';
import { NS } from '../i18n';
import { draftProblems, stepOwning, stepPath, VERIFY_STEP, type Flow } from '../model/flows';
import { SUBMITTED_PATH, type SubmittedState } from '../pages/submitted-page';
import { toBusinessPayload, toTradeNamePayload } from '../../../components/application-form/payload';
import type { BusinessFormValues, TradeNameFormValues } from '../../../components/application-form/values';

interface LinkedProblem {
  key: string;
  message: string;
  /** `…/company#field-company-capital_in_number`, or nothing for a refusal without a field. */
  to?: string;
}

const linkTo = (flow: Flow, path: string) => `${stepPath(flow, stepOwning(flow, path))}#${fieldIdOf(path)}`;

/**
 * Register: what will be sent, each step with a link to change it; then the submission. The
 * browser's checks of every step run first (their problems listed, each linked to its field on
 * its step); the API's refusal (422, every problem at once) is kept in the draft and listed the
 * same way, and each message shows at its field until that field changes.
 */
export function RegisterStep() {
  const { t } = useTranslation(NS);
  const { flow, draft, update } = useRegistration();
  const navigate = useNavigate();
  const toast = useToast();
  const tradeName = useSubmitTradeName();
  const business = useSubmitBusiness();
  const mutation = flow === 'trade-name' ? tradeName : business;
  // One key per visit of this step: a retry after a lost answer is recognised, not submitted twice.
  const idempotencyKey = useRef(crypto.randomUUID()).current;
  const [attempt, setAttempt] = useState(0);
  const [clientProblems, setClientProblems] = useState<LinkedProblem[]>([]);

  const serverProblems: LinkedProblem[] = Object.entries(draft.serverErrors).map(([path, message]) => ({ key: path, message, to: linkTo(flow, path) }));
  const unplaced: LinkedProblem[] =
    mutation.isError && !Object.keys(serverErrorsOf(mutation.error)).length ? [{ key: 'submit', message: userMessageOf(mutation.error), to: undefined }] : [];
  const problems = [...clientProblems, ...serverProblems, ...unplaced];

  const onSubmit = () => {
    setAttempt((n) => n + 1);
    const found = draftProblems(flow, draft.values);
    setClientProblems(found.map((p) => ({ key: `client:${p.field}`, message: apiTitle(p), to: linkTo(flow, pathOfRuleField(p.field ?? '')) })));
    if (found.length) return;
    const onSuccess = (result: SubmittedApplication) => {
      toast.show(result.message ?? t('register.submitted'), 'success');
      // The confirmation page removes the draft once it shows (this step still needs it meanwhile).
      const details = flow === 'trade-name' ? toTradeNamePayload(draft.values as TradeNameFormValues) : toBusinessPayload(draft.values as BusinessFormValues);
      const province = provinceOfDetails(details as unknown as Record<string, unknown>);
      void navigate(SUBMITTED_PATH, { state: { flow, id: result.id, reference: result.reference ?? undefined, province } satisfies SubmittedState, replace: true });
    };
    const onError = (error: unknown) => {
      if (error instanceof ApiError && error.status === 401) {
        void navigate(stepPath(flow, VERIFY_STEP));
        return;
      }
      const fields = serverErrorsOf(error);
      if (Object.keys(fields).length) update((d) => ({ ...d, serverErrors: fields }));
    };
    update((d) => ({ ...d, serverErrors: {} }));
    if (flow === 'trade-name') tradeName.mutate({ details: toTradeNamePayload(draft.values as TradeNameFormValues), idempotencyKey }, { onSuccess, onError });
    else business.mutate({ details: toBusinessPayload(draft.values as BusinessFormValues), idempotencyKey }, { onSuccess, onError });
  };

  return (
    <Box sx={{ display: 'grid', gap: 4 }}>
      <LinkedSummary problems={problems} attempt={`${attempt}:${mutation.status}`} />
      <Review />
      <Box sx={{ maxWidth: '48rem' }}>
        <Typography component="h2" variant="h5" gutterBottom>
          {t('register.declarationHeading')}
        </Typography>
        <Typography sx={{ mb: 3 }}>{t(flow === 'trade-name' ? 'register.declarationTradeName' : 'register.declarationBusiness')}</Typography>
        <Button id="register-submit" variant="contained" size="large" onClick={onSubmit} loading={mutation.isPending} loadingPosition="end">
          {t('register.submit')}
        </Button>
      </Box>
      <CancelRegistration />
    </Box>
  );
}

/** The error summary of this step: problems that live on other steps link there, to the field. */
function LinkedSummary({ problems, attempt }: { problems: LinkedProblem[]; attempt: string }) {
  const { t } = useTranslation(NS);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (problems.length) ref.current?.focus();
  }, [attempt, problems.length]);
  if (!problems.length) return null;
  return (
    <Alert ref={ref} severity="error" variant="outlined" tabIndex={-1} aria-labelledby="register-summary-title" sx={{ borderWidth: 3, '&:focus-visible': { outline: '3px solid', outlineColor: 'warning.main', outlineOffset: 2 } }}>
      <AlertTitle id="register-summary-title" component="h2" sx={{ fontWeight: 700 }}>
        {t('errorSummaryTitle')}
      </AlertTitle>
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 0.5 }}>
        {problems.map((problem) => (
          <li key={problem.key}>
            {problem.to ? (
              <Link component={RouterLink} to={problem.to} color="error" sx={{ fontWeight: 700 }}>
                {problem.message}
              </Link>
            ) : (
              <Link href="#register-submit" color="error" sx={{ fontWeight: 700 }}>
                {problem.message}
              </Link>
            )}
          </li>
        ))}
      </Box>
    </Alert>
  );
}

/** Each step with the main answers and a link to change them. */
function Review() {
  const { t } = useTranslation(NS);
  // The answers' labels are the application form's.
  const { t: tf } = useTranslation(APPLICATION_FORM_NS);
  const format = useFormat();
  const countryName = useCountryName();
  const { flow, draft } = useRegistration();
  const rows: { step: string; facts: [string, string][] }[] = [];
  if (flow === 'trade-name') {
    const v = draft.values as TradeNameFormValues;
    rows.push(
      { step: 'basic-info', facts: [[tf('fields.trade_name_type'), tf(`options.tradeNameType.${v.trade_name_type}`)], [tf('fields.email'), v.email], [tf('fields.phone_number'), v.phone_number]] },
      { step: 'trade-name', facts: [[tf('fields.name'), v.name], [tf('fields.protection_level'), tf(`options.protectionLevel.${v.protection_level}`)], [tf('fields.activity_ids'), v.activity_ids.join(', ')]] },
      { step: 'owner', facts: [[tf('fields.upn'), v.upn], [tf('sections.partners'), format.number(v.partners.length)], [tf('fields.identity_documents'), format.number(v.identity_documents.length)]] },
    );
  } else {
    const v = draft.values as BusinessFormValues;
    rows.push(
      { step: 'basic-info', facts: [[tf('fields.businessType'), tf(`options.businessType.${v.type}`)], [tf('fields.email'), v.email]] },
      { step: 'trade-name', facts: [[tf('fields.name'), v.trade_name.name], [tf('fields.protection_level'), tf(`options.protectionLevel.${v.trade_name.protection_level}`)]] },
      {
        step: 'company',
        facts: [
          [tf('fields.companyType'), v.company.type ? tf(`options.${v.type === 'foreign_company' ? 'branchCompanyType' : 'localCompanyType'}.${v.company.type}`) : ''],
          ...(v.type === 'foreign_company' ? [[tf('fields.country'), countryName(v.company.country)] as [string, string]] : []),
          [tf('fields.capital_in_number'), v.company.capital_in_number],
          [tf('fields.activity_ids'), v.activity_ids.join(', ')],
        ],
      },
      { step: 'ceo', facts: [[tf('fields.upn'), v.ceo.upn], [tf('fields.ceo_is_applicant'), tf(`options.yesNo.${v.applicant.ceo_is_applicant}`)]] },
      {
        step: 'shareholders',
        facts: [
          [tf('sections.shareholders'), format.number(v.shareholders.length)],
          // Each company shareholder's country, by name.
          ...v.shareholders.flatMap((s, i): [string, string][] =>
            s.type === 'moral' ? [[`${tf('fields.country_of_registration')} (${format.number(i + 1)})`, countryName(s.country_of_registration)]] : [],
          ),
        ],
      },
      { step: 'documents', facts: [] },
      { step: 'contract', facts: [[tf('fields.clauseName'), v.contract.clauses.name]] },
    );
  }
  return (
    <Box component="section" aria-labelledby="review-heading" sx={{ display: 'grid', gap: 2 }}>
      <Typography id="review-heading" component="h2" variant="h5">
        {t('register.reviewHeading')}
      </Typography>
      {rows.map((row) => (
        <Box key={row.step} sx={{ p: 2, border: '1px solid', borderColor: 'divider', borderRadius: 1 }}>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap', mb: 1 }}>
            <Typography component="h3" variant="h6">
              {t(`steps.${row.step}.title`)}
            </Typography>
            <Link component={RouterLink} to={stepPath(flow, row.step)}>
              {t('register.change', { step: t(`steps.${row.step}.short`) })}
            </Link>
          </Box>
          {row.facts.length > 0 && (
            <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { sm: 'minmax(10rem, 1fr) 2fr' }, gap: 1 }}>
              {row.facts.map(([label, value]) => (
                <Box key={label} sx={{ display: 'contents' }}>
                  <Box component="dt" sx={{ fontWeight: 700 }}>
                    {label}
                  </Box>
                  <Box component="dd" sx={{ m: 0 }}>
                    <bdi>{value || '—'}</bdi>
                  </Box>
                </Box>
              ))}
            </Box>
          )}
        </Box>
      ))}
    </Box>
  );
}

