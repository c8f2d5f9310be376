import { Alert, AlertTitle, Box, Button, Link, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { SelectInput, TextInput } from '../../../components/form/fields';
import { FormErrorSummary } from '../../../components/form/form-error-summary';
import { FormKit, problemsResolver, serverErrorsOf } from '../../../components/form/form-kit';
import {
  browserFacts,
  judgeableProblems,
  validateBusinessDetails,
  validateTradeNameDetails,
  validateTrademarkDetails,
  type BusinessDetails,
  type RuleProblem,
  type TradeNameDetails,
  type TrademarkDetails,
} from '../../../components/form/rules';
import { Page } from '../../../components/page';
import { useToast } from '../../../components/toast';
import { userMessageOf } from '../../../lib/api';
import { useCorrectAndResubmit } from '../api/correct-application';
import { useDistricts } from '../api/get-districts';
import type { Application } from '../api/get-application';
import { ApplicationLoader } from '../components/application-loader';
import { ReviewerComment } from '../components/reviewer-comment';
import { NS } from '../i18n';
import { changesOf, correctedDetails, correctionFields, fieldOfProblem, initialValues, type CorrectionField, type CorrectionValues } from '../utils/correction-fields';
import { nameOf, type Details } from '../utils/details';
import { commentsOfSection, correctionSectionsFor, formPathOf, pagePathOf, topLevelKeyOf, type ApplicationKind, type CorrectionSection } from '../utils/kinds';

/** The API's rules for the whole application with the answers in place, kept to this section's fields. */
function sectionProblems(kind: ApplicationKind, fields: readonly CorrectionField[], details: Details, values: CorrectionValues): RuleProblem[] {
  const corrected = correctedDetails(fields, details, values);
  const facts = browserFacts();
  const all =
    kind === 'businesses'
      ? validateBusinessDetails(corrected as unknown as BusinessDetails, facts)
      : kind === 'trade-names'
        ? validateTradeNameDetails(corrected as unknown as TradeNameDetails, facts)
        : validateTrademarkDetails(corrected as unknown as TrademarkDetails, facts);
  const keys = new Set(fields.map((field) => topLevelKeyOf(field.path)));
  return judgeableProblems(all)
    .filter((problem) => problem.field && keys.has(topLevelKeyOf(problem.field)))
    .map((problem) => ({ ...problem, field: fieldOfProblem(fields, problem.field!) ?? formPathOf(problem.field!) }));
}

const HINTED_KINDS: ReadonlySet<string> = new Set(['lines', 'codes', 'tel', 'number']);

function AnswerField({ field, comment }: { field: CorrectionField; comment?: string }) {
  const { t } = useTranslation(NS);
  const districts = useDistricts(field.kind === 'district');
  const label = t(`fields.${field.label}`, field.labelParams);
  // Answers typed in a particular way say how.
  const hintText = HINTED_KINDS.has(field.kind) ? t(`hints.${field.kind}`) : '';
  const hint =
    hintText || comment ? (
      <>
        {hintText}
        {comment && <ReviewerComment comment={comment} />}
      </>
    ) : undefined;
  if (field.kind === 'select' || field.kind === 'district') {
    const options =
      field.kind === 'district'
        ? (districts.data ?? []).map((d) => ({ value: d.id, label: d.name }))
        : (field.options ?? []).map((option) => ({ value: option, label: t(`options.${option}`) }));
    return <SelectInput name={field.path} label={label} hint={hint} required={field.required} options={options} emptyLabel={t('correct.choose')} />;
  }
  const multiline = field.kind === 'multiline' || field.kind === 'lines';
  const type = field.kind === 'date' ? 'date' : field.kind === 'email' ? 'email' : field.kind === 'tel' ? 'tel' : 'text';
  const inputMode = field.kind === 'number' ? 'numeric' : field.kind === 'tel' ? 'tel' : field.kind === 'email' ? 'email' : undefined;
  return <TextInput name={field.path} label={label} hint={hint} required={field.required} type={type} multiline={multiline} inputMode={inputMode} ltr={field.ltr} width={field.kind === 'number' || field.kind === 'date' ? '20rem' : undefined} />;
}

function SectionForm({ application, kind, section }: { application: Application; kind: ApplicationKind; section: CorrectionSection }) {
  const { t } = useTranslation(NS);
  const toast = useToast();
  const navigate = useNavigate();
  const details = application.details ?? {};
  const fields = useMemo(() => correctionFields(kind, section, details), [kind, section, details]);
  const comments = useMemo(() => new Map(commentsOfSection(kind, section, application.openCorrection?.fieldComments ?? {}).map(([path, comment]) => [formPathOf(path), comment])), [kind, section, application]);
  const methods = useForm<CorrectionValues>({
    defaultValues: initialValues(fields, details),
    resolver: problemsResolver((values) => sectionProblems(kind, fields, details, values)),
    reValidateMode: 'onChange',
    // The error summary takes the focus (GOV.UK); its links lead to the fields.
    shouldFocusError: false,
  });
  const correct = useCorrectAndResubmit();
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [general, setGeneral] = useState<string>();
  // A correction saved by an earlier try (its resubmission failed) needs only the resubmission now.
  const correctedSinceReturn = application.history.some((entry) => entry.event === 'correct' && entry.at >= (application.openCorrection?.returnedAt ?? ''));

  const onValid = (values: CorrectionValues) => {
    setGeneral(undefined);
    const changes = changesOf(fields, details, values);
    if (!Object.keys(changes).length && !correctedSinceReturn) {
      setGeneral(t('correct.noChanges'));
      return;
    }
    correct.mutate(
      { kind, id: application.id, section, changes, version: application.version },
      {
        onSuccess: ({ message }) => {
          toast.show(message ?? t('correct.done'), 'success');
          void navigate(pagePathOf(kind, application.id), { replace: true });
        },
        onError: (error) => {
          const found: Record<string, string> = {};
          for (const [path, message] of Object.entries(serverErrorsOf(error))) {
            const field = fieldOfProblem(fields, path);
            if (field && !(field in found)) found[field] = message;
          }
          setServerErrors(found);
          if (!Object.keys(found).length) setGeneral(userMessageOf(error));
        },
      },
    );
  };

  return (
    <FormProvider {...methods}>
      <FormKit serverErrors={serverErrors}>
        <FormErrorSummary title={t('errorSummary')} />
        <Box role="alert" sx={{ mb: general ? 3 : 0 }}>
          {general && <Alert severity="error">{general}</Alert>}
        </Box>
        <Box component="form" noValidate onSubmit={methods.handleSubmit(onValid)} sx={{ display: 'grid', gap: 3 }}>
          <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0, display: 'grid', gap: 3 }}>
            <Box component="legend" sx={{ fontSize: '1.5rem', fontWeight: 700, mb: 2, p: 0 }}>
              {t(`sections.${section}`)}
            </Box>
            {fields.map((field) => (
              <AnswerField key={field.path} field={field} comment={comments.get(field.path)} />
            ))}
          </Box>
          <Typography color="text.secondary">{t('correct.onlySection')}</Typography>
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
            <Button type="submit" variant="contained" size="large" loading={correct.isPending} loadingPosition="end">
              {t('correct.submit')}
            </Button>
            <Link href={pagePathOf(kind, application.id)}>{t('backToApplication')}</Link>
          </Box>
        </Box>
      </FormKit>
    </FormProvider>
  );
}

function CorrectionContent({ application, kind }: { application: Application; kind: ApplicationKind }) {
  const { t } = useTranslation(NS);
  const [params, setParams] = useSearchParams();
  const correction = application.openCorrection;
  const sections = correctionSectionsFor(kind, application.status);
  const name = nameOf(application.details) ?? t('unnamed');
  if (!correction || !application.allowedEvents.includes('correct') || !sections.length) {
    return (
      <Page title={t('correct.title')} maxWidth="md">
        <Alert severity="info" sx={{ mb: 3 }}>
          {t('correct.nothing')}
        </Alert>
        <Link href={pagePathOf(kind, application.id)}>{t('backToApplication')}</Link>
      </Page>
    );
  }
  const comments = correction.fieldComments;
  // The section the reviewer commented on first, unless the applicant chose another.
  const commented = sections.find((s) => commentsOfSection(kind, s, comments).length > 0);
  const asked = params.get('section');
  const section = sections.find((s) => s === asked) ?? commented ?? sections[0]!;
  const listed = Object.entries(comments);
  return (
    <Page title={t('correct.title')} lead={t('correct.lead', { name })}>
      <Alert severity="warning" sx={{ mb: 3, maxWidth: '48rem' }}>
        <AlertTitle>{t('correct.reasonTitle')}</AlertTitle>
        <bdi>{correction.reason}</bdi>
        {listed.length > 0 && (
          <>
            <Typography sx={{ mt: 2, fontWeight: 700 }}>{t('correct.commentsTitle')}</Typography>
            <Box component="ul" sx={{ m: 0, paddingInlineStart: 3 }}>
              {listed.map(([path, comment]) => (
                <li key={path}>
                  <bdi>{comment}</bdi>
                </li>
              ))}
            </Box>
          </>
        )}
      </Alert>
      {sections.length > 1 && (
        <Box component="nav" aria-label={t('correct.sectionsLabel')} sx={{ mb: 4 }}>
          <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, listStyle: 'none', m: 0, p: 0 }}>
            {sections.map((s) => (
              <li key={s}>
                <Button
                  variant={s === section ? 'contained' : 'outlined'}
                  aria-current={s === section ? 'page' : undefined}
                  onClick={() => setParams({ section: s }, { replace: true })}
                >
                  {t(`sections.${s}`)}
                </Button>
              </li>
            ))}
          </Box>
        </Box>
      )}
      <SectionForm key={section} application={application} kind={kind} section={section} />
    </Page>
  );
}

/**
 * `/my-applications/{kind}/{id}/correct` (spec §2 correction variants): the section the registry
 * returned the application for, its fields filled from the application, the reviewer's comment
 * beside each field it names; sending corrects only that section and resubmits.
 */
export function CorrectionPage() {
  const { t } = useTranslation(NS);
  return <ApplicationLoader title={t('correct.title')}>{(application, kind) => <CorrectionContent application={application} kind={kind} />}</ApplicationLoader>;
}

export default CorrectionPage;
