import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { codedProblem, loadProblemCatalogue, messageText, problemCatalogueLoaded, problemsOf } from '#src/lib/api';
import { fieldIdOf, isWithin, pathOfRuleField, setAt, valueAt } from './paths';
import { useTranslation } from 'react-i18next';
import { codedMessage, type RuleProblem } from './rule-messages';

/**
 * The form kit's shared state for one form: the labels its fields show (so that a message can
 * name its field and the error summary can list it), and the API's refusals at the fields they
 * name, each shown until the applicant changes that field.
 */
interface FormKitValue {
  label(path: string): string | undefined;
  registerLabel(path: string, label: string): () => void;
  serverError(path: string): string | undefined;
  /** The applicant changed the field: the API's refusal of the old value no longer applies. */
  dismissServerError(path: string): void;
  serverErrors: Readonly<Record<string, string>>;
  /** A note shown with the field at a path (a reviewer's comment on it), or nothing. */
  note(path: string): ReactNode;
}

const FormKitContext = createContext<FormKitValue | null>(null);

export function useFormKit(): FormKitValue {
  const value = useContext(FormKitContext);
  if (!value) throw new Error('a form-kit field must be inside <FormKit>');
  return value;
}

const NO_NOTES: Readonly<Record<string, ReactNode>> = {};

/**
 * Re-renders once the domain's message catalogue is loaded, when `needed` (refusals kept from an
 * earlier visit, a draft's, are coded problems the catalogue words).
 */
export function useProblemCatalogue(needed: boolean): void {
  const [, setLoaded] = useState(problemCatalogueLoaded);
  useEffect(() => {
    if (needed && !problemCatalogueLoaded()) void loadProblemCatalogue().then(() => setLoaded(problemCatalogueLoaded()));
  }, [needed]);
}

/**
 * Wraps a react-hook-form form (inside its `FormProvider`). `serverErrors` are the API's
 * refusals by path, coded (`serverErrorsOf(error)`): each shows at its field, in the language on
 * screen, until that field changes;
 * `onServerErrorsChange` hears which remain (to keep them, e.g. in a draft). `notes` are shown
 * with the field at their path, after its hint (a reviewer's comments on a returned application).
 */
export function FormKit({
  serverErrors: initial = {},
  onServerErrorsChange,
  notes = NO_NOTES,
  children,
}: {
  serverErrors?: Readonly<Record<string, string>>;
  onServerErrorsChange?: (remaining: Record<string, string>) => void;
  notes?: Readonly<Record<string, ReactNode>>;
  children: ReactNode;
}) {
  const labels = useRef(new Map<string, string>());
  const [, setLabelVersion] = useState(0);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({ ...initial });
  const initialKey = JSON.stringify(initial);
  useEffect(() => setServerErrors(JSON.parse(initialKey) as Record<string, string>), [initialKey]);
  useProblemCatalogue(Object.keys(serverErrors).length > 0);
  const changeListener = useRef(onServerErrorsChange);
  changeListener.current = onServerErrorsChange;

  const dismissServerError = useCallback((path: string) => {
    setServerErrors((current) => {
      const stale = Object.keys(current).filter((key) => isWithin(key, path) || isWithin(path, key));
      if (!stale.length) return current;
      const next = { ...current };
      for (const key of stale) delete next[key];
      changeListener.current?.(next);
      return next;
    });
  }, []);

  const value = useMemo<FormKitValue>(
    () => ({
      label: (path) => labels.current.get(path),
      registerLabel: (path, label) => {
        if (labels.current.get(path) !== label) {
          labels.current.set(path, label);
          setLabelVersion((n) => n + 1);
        }
        return () => {
          labels.current.delete(path);
        };
      },
      serverError: (path) => serverErrors[path],
      dismissServerError,
      serverErrors,
      note: (path) => notes[path],
    }),
    [serverErrors, dismissServerError, notes],
  );
  return <FormKitContext.Provider value={value}>{children}</FormKitContext.Provider>;
}

/**
 * Path → the API's refusal there, from a refusal (422 with `source.pointer`s); empty for other
 * errors. Coded (`codedProblem`), not worded: `messageText` words it in the language on screen.
 */
export function serverErrorsOf(error: unknown): Record<string, string> {
  const found: Record<string, string> = {};
  for (const { path: pointed, problem } of problemsOf(error)) {
    const path = pointed ?? (problem.field ? pathOfRuleField(problem.field) : undefined);
    if (path && !(path in found)) found[path] = codedProblem(problem);
  }
  return found;
}

/**
 * A react-hook-form resolver from a function giving the API's problems for the current values
 * (`validateBusinessDetails(toPayload(values), browserFacts())` filtered to a step, plus the
 * request shape's own checks). Each message is the API's, with `{{field}}` left for the field to
 * fill in with its label. A list's own problem (`shareholders`) sits at `shareholders.root`, as
 * react-hook-form keeps errors of field arrays.
 */
export function problemsResolver<T extends FieldValues>(
  check: (values: T) => readonly RuleProblem[] | Promise<readonly RuleProblem[]>,
): Resolver<T> {
  return async (values) => {
    const problems = await check(values);
    return { values: problems.length ? {} : values, errors: errorsTreeOf(problems) as FieldErrors<T> };
  };
}

/** The problems as react-hook-form's nested errors; the first problem of a field wins. */
export function errorsTreeOf(problems: readonly RuleProblem[]): Record<string, unknown> {
  const tree: Record<string, unknown> = {};
  const byPath = new Map<string, RuleProblem>();
  for (const problem of problems) {
    const path = pathOfRuleField(problem.field ?? 'root');
    if (!byPath.has(path)) byPath.set(path, problem);
  }
  // Deepest first, so that a list's own problem finds its items in place and goes to `root`.
  const paths = [...byPath.keys()].sort((a, b) => b.split('.').length - a.split('.').length);
  for (const path of paths) {
    const problem = byPath.get(path)!;
    // The code, not the words: the field words it in the language on screen (`messageText`).
    const error: FieldError = { type: problem.code, message: codedMessage(problem.code, problem.params) };
    const existing = valueAt(tree, path);
    setAt(tree, existing !== null && typeof existing === 'object' ? `${path}.root` : path, error);
  }
  return tree;
}

export interface FlatError {
  path: string;
  message: string;
}

const isFieldError = (node: unknown): node is FieldError =>
  node !== null &&
  typeof node === 'object' &&
  typeof (node as FieldError).message === 'string' &&
  typeof (node as FieldError).type === 'string';

/** react-hook-form's nested errors as a list of path and message (`root` reported at its list). */
export function flattenErrors(errors: unknown, prefix = ''): FlatError[] {
  if (!errors || typeof errors !== 'object') return [];
  if (isFieldError(errors)) return [{ path: prefix, message: errors.message! }];
  const found: FlatError[] = [];
  for (const [key, child] of Object.entries(errors as Record<string, unknown>)) {
    if (key === 'ref') continue;
    const path = key === 'root' ? prefix : prefix ? `${prefix}.${key}` : key;
    found.push(...flattenErrors(child, path));
  }
  return found;
}

/** The message of one field as shown (the form's check first, then the API's refusal): in the language on screen, its label filled in. */
export function useFieldMessage(path: string, label: string, clientMessage: string | undefined): string | undefined {
  const kit = useFormKit();
  const { registerLabel } = kit;
  // A language switch re-renders the field, and so re-words its message.
  useTranslation();
  useEffect(() => registerLabel(path, label), [registerLabel, path, label]);
  const message = clientMessage || kit.serverError(path);
  return message ? messageText(message, { label }) : undefined;
}

/** A field's hint with the form's note for its path (a reviewer's comment) after it. */
export function useHintWithNote(path: string | undefined, hint: ReactNode): ReactNode {
  const note = useFormKit().note(path ?? '');
  if (!path || !note) return hint;
  return (
    <>
      {hint}
      {note}
    </>
  );
}

export { fieldIdOf };
