import { Alert, AlertTitle, Box, Button, Link, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { serverErrorsOf } from '../../../components/form/form-kit';
import { fieldIdOf, pathOfRuleField } from '../../../components/form/paths';
import { apiTitle } from '../../../components/form/rules';
import { provinceOfDetails } from '../../../components/directorates/province';
import { useToast } from '../../../components/toast';
import { ApiError, userMessageOf } from '../../../lib/api';
import { useSubmitBusiness } from '../api/submit-business';
import { useSubmitTradeName, type SubmittedApplication } from '../api/submit-trade-name';
import { CancelRegistration } from '../components/cancel-registration';
import { CheckAnswers } from '../components/check-answers';
import { useRegistration } from '../components/registration-context';
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
 * Check your answers and register: every answer with a link to change it (which comes back
 * here), the contract as it will be written; then the submission. The
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
      <CheckAnswers flow={flow} values={draft.values} />
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
