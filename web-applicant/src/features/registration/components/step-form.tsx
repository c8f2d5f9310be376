import { Box, Button, Link } from '@mui/material';
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { FormProvider, useForm, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router';
import { FormErrorSummary } from '#src/components/form/form-error-summary';
import { FormKit, problemsResolver } from '#src/components/form/form-kit';
import { isWithin } from '#src/components/form/paths';
import { NS } from '../i18n';
import type { FlowValues } from '../model/draft';
import { REGISTER_STEP, stepPath, stepsOf, type Flow } from '../model/flows';
import { loadStepRules } from '../model/load-step-rules';
import { useRegistration } from './registration-context';
import { CancelRegistration } from './cancel-registration';

/**
 * One step's form: the draft's values (all of them, so that rules across steps are judged with
 * both sides), checked as the applicant types (after a field is first left, then at each change)
 * with the API's rules and messages, saved to the draft at every change, and on "Continue"
 * marked done and followed by the next step (or, when a "Change" of check your answers opened
 * it, by check your answers again). The API's refusals of a submission show at their
 * fields here until changed.
 */
export function StepForm<F extends Flow>({
  children,
  beforeContinue,
  submitLabel,
}: {
  children: (form: UseFormReturn<FlowValues<F>>) => ReactNode;
  /** A last check that needs more than the values (the name's availability); false stays on the step. */
  beforeContinue?: (form: UseFormReturn<FlowValues<F>>) => boolean;
  submitLabel?: string;
}) {
  const { t } = useTranslation(NS);
  const { flow, step, draft, update } = useRegistration<F>();
  const navigate = useNavigate();
  const location = useLocation();
  // Opened by a "Change" of check your answers: "Continue" goes back there, not through every later step.
  const returnToCheck = useSearchParams()[0].get('return') === 'check';
  const steps = stepsOf(flow);
  const index = steps.findIndex((s) => s.id === step);
  const owns = steps[index]!.owns;
  // The form starts from the draft once; from then on the form writes the draft.
  const initialValues = useRef(draft.values).current;
  const resolver = useMemo(
    () => problemsResolver<FlowValues<F>>(async (values) => (await loadStepRules()).stepProblems(flow, step, values)),
    [flow, step],
  );
  // Asked for once the page is usable (after this commit's effects, the page's own among them,
  // which marks that moment), so that they are in before the first field is left.
  useEffect(() => {
    const later = setTimeout(() => void loadStepRules());
    return () => clearTimeout(later);
  }, []);
  // The error summary takes the focus after a failed "Continue" (GOV.UK), not the first field.
  const form = useForm<FlowValues<F>>({
    defaultValues: initialValues as never,
    resolver,
    mode: 'onTouched',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });

  useEffect(() => {
    const subscription = form.watch((values) => {
      update((d) => ({ ...d, values: values as FlowValues<F> }));
      // After a failed "Continue" every message follows the values as they change, also those of
      // a whole list (the shares total 100%), which react-hook-form would otherwise keep until
      // the next submission.
      if (form.formState.submitCount > 0) void form.trigger();
    });
    return () => subscription.unsubscribe();
  }, [form, update]);

  // Arriving from the summary of a refused submission (`…/company#field-company-capital_in_number`): that field takes the focus.
  useEffect(() => {
    if (!location.hash) return;
    const id = decodeURIComponent(location.hash.slice(1));
    const timer = setTimeout(() => {
      const field = document.getElementById(id);
      field?.scrollIntoView({ block: 'center' });
      field?.focus();
    }, 150);
    return () => clearTimeout(timer);
  }, [location.hash]);

  // The step's fields are drawn again when the draft changes (every change of a value reaches it),
  // not at each change of the form's own state: react-hook-form's `isReady`, set as the page is
  // hydrated, would otherwise re-render every field before the page can answer input.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the draft is what the fields are drawn from (through `form`'s values)
  const fields = useMemo(() => children(form), [children, form, draft]);

  const serverErrors = Object.fromEntries(
    Object.entries(draft.serverErrors).filter(([path]) => owns.some((prefix) => isWithin(path, prefix))),
  );
  const onValid = () => {
    if (beforeContinue && !beforeContinue(form)) return;
    update((d) => ({ ...d, values: form.getValues() as FlowValues<F>, completed: [...new Set([...d.completed, step])] }));
    void navigate(stepPath(flow, returnToCheck ? REGISTER_STEP : steps[index + 1]!.id));
  };

  return (
    <FormProvider {...form}>
      <FormKit
        serverErrors={serverErrors}
        onServerErrorsChange={(remaining) =>
          update((d) => ({
            ...d,
            serverErrors: {
              ...Object.fromEntries(Object.entries(d.serverErrors).filter(([path]) => !owns.some((prefix) => isWithin(path, prefix)))),
              ...remaining,
            },
          }))
        }
      >
        <FormErrorSummary title={t('errorSummaryTitle')} />
        {/* POST: sent by the browser before the scripts run, the answers stay out of the address (docs/web-applicant.md). */}
        <Box component="form" method="post" noValidate onSubmit={form.handleSubmit(onValid)} sx={{ display: 'grid', gap: 4 }}>
          {fields}
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center', mt: 2 }}>
            <Button type="submit" variant="contained" size="large">
              {submitLabel ?? t('actions.continue')}
            </Button>
            {index > 0 && (
              <Link component={RouterLink} to={stepPath(flow, steps[index - 1]!.id)} sx={{ fontSize: '1rem' }}>
                {t('actions.back')}
              </Link>
            )}
          </Box>
        </Box>
        <CancelRegistration />
      </FormKit>
    </FormProvider>
  );
}
