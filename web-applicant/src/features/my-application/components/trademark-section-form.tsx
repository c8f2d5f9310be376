import { Box } from '@mui/material';
import { useMemo, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextInput } from '#src/components/form/fields';
import { problemsResolver } from '#src/components/form/form-kit';
import { browserFacts, judgeableProblems, validateTrademarkDetails, type TrademarkDetails } from '#src/components/form/rules';
import type { Application } from '#src/features/my-application/api/get-application';
import { NS } from '../i18n';
import {
  changesOf,
  correctedDetails,
  fieldOfProblem,
  initialValues,
  trademarkCorrectionFields,
  type CorrectionField,
  type CorrectionValues,
} from '../utils/correction-fields';
import { formPathOf, topLevelKeyOf } from '../utils/kinds';
import { CorrectionForm } from './correction-form';
import { NiceClassField } from '#src/components/form/nice-class-field';

const HINTED_KINDS: ReadonlySet<string> = new Set(['lines', 'tel', 'number']);

function AnswerField({ field }: { field: CorrectionField }) {
  const { t } = useTranslation(NS);
  const label = t(`fields.${field.label}`, field.labelParams);
  // Answers typed in a particular way say how.
  const hint = HINTED_KINDS.has(field.kind) ? t(`hints.${field.kind}`) : undefined;
  // A class number is chosen as in the reservation form: from the named classes, or by a word.
  if (/^classes\.\d+\.classNumber$/.test(field.path)) return <NiceClassField name={field.path} label={label} required={field.required} />;
  const type = field.kind === 'tel' ? 'tel' : 'text';
  const inputMode = field.kind === 'number' ? 'numeric' : field.kind === 'tel' ? 'tel' : undefined;
  return (
    <TextInput
      name={field.path}
      label={label}
      hint={hint}
      required={field.required}
      type={type}
      multiline={field.kind === 'lines'}
      inputMode={inputMode}
      ltr={field.ltr}
      width={field.kind === 'number' ? '20rem' : undefined}
    />
  );
}

/** A trademark's correction: word mark, classes and terms, phone; checked with the API's trademark rules. */
export function TrademarkSectionForm({ application, notes }: { application: Application; notes: Readonly<Record<string, ReactNode>> }) {
  const details = useMemo(() => application.details ?? {}, [application.details]);
  const fields = useMemo(() => trademarkCorrectionFields(details), [details]);
  const keys = new Set(fields.map((field) => topLevelKeyOf(field.path)));
  const form = useForm<CorrectionValues>({
    defaultValues: initialValues(fields, details),
    resolver: problemsResolver((values) =>
      judgeableProblems(validateTrademarkDetails(correctedDetails(fields, details, values) as unknown as TrademarkDetails, browserFacts()))
        .filter((problem) => problem.field && keys.has(topLevelKeyOf(problem.field)))
        .map((problem) => ({ ...problem, field: fieldOfProblem(fields, problem.field!) ?? formPathOf(problem.field!) })),
    ),
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });
  return (
    <CorrectionForm
      application={application}
      kind="trademarks"
      section="trademark-info"
      form={form}
      notes={notes}
      changesOf={(values) => changesOf(fields, details, values)}
      fieldOf={(path) => fieldOfProblem(fields, path)}
    >
      <Box sx={{ display: 'grid', gap: 3 }}>
        {fields.map((field) => (
          <AnswerField key={field.path} field={field} />
        ))}
      </Box>
    </CorrectionForm>
  );
}
