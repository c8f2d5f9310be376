import { useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ErrorSummary, type SummaryError } from '../error-summary';
import { fieldIdOf, flattenErrors, useFormKit } from './form-kit';
import { fillField, messageText } from '#src/lib/api';

/** DOM order, so that the summary lists the problems as the page shows the fields. */
function byPageOrder(a: SummaryError, b: SummaryError): number {
  const first = document.getElementById(a.fieldId);
  const second = document.getElementById(b.fieldId);
  if (!first || !second) return first ? -1 : second ? 1 : 0;
  return first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
}

/**
 * The GOV.UK error summary of a form-kit form: after a submission that failed the form's checks,
 * or with refusals from the API, every problem (the form's and the API's) linked to its field.
 * It takes the focus at each failed attempt. Put it above the form, inside `<FormKit>` and the
 * form's `FormProvider`.
 */
export function FormErrorSummary({ title }: { title: string }) {
  // useFormState: re-rendered by a submission or its errors, not by every change of the form's state.
  const formState = useFormState();
  const kit = useFormKit();
  // Re-worded in the new language on a switch (the errors hold codes).
  useTranslation();
  const client = formState.submitCount > 0 ? flattenErrors(formState.errors) : [];
  const seen = new Set<string>();
  const errors: SummaryError[] = [];
  // The form's checks first, then the API's refusals, each worded now; its field named by the label
  // on the page, else by the API's label of the field, else by its path.
  for (const { path, message } of [...client, ...Object.entries(kit.serverErrors).map(([path, message]) => ({ path, message }))]) {
    if (seen.has(path)) continue;
    seen.add(path);
    errors.push({ fieldId: fieldIdOf(path), message: fillField(messageText(message, { label: kit.label(path) }), path) });
  }
  errors.sort(byPageOrder);
  return <ErrorSummary title={title} errors={errors} attempt={`${formState.submitCount}:${Object.keys(kit.serverErrors).join(',')}`} />;
}
