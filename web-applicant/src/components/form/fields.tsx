import { asciiDigits } from '@registry/domain/trade-names/naming/normalize';
import {
  Box,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
  TextField,
  type TextFieldProps,
} from '@mui/material';
import type { ReactNode } from 'react';
import { Controller, get, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NS } from './i18n';

import { fieldIdOf, useFieldMessage, useFormKit, useHintWithNote } from './form-kit';

/**
 * Fields bound to react-hook-form by path (`company.capital_in_number`), GOV.UK style: a label
 * tied to the input, an optional hint, and the message under it. The message is the form's own
 * check (the API's rule, run as the applicant types) or else the API's refusal of the last
 * submission at this field. The input's id is `fieldIdOf(path)`, which the error summary links to.
 */
interface BaseProps {
  /** react-hook-form path, in the API's field names. */
  name: string;
  label: string;
  hint?: ReactNode;
  required?: boolean;
}

function useFieldState(name: string, label: string) {
  // The form's state as far as this field goes (useFormState, not useFormContext, whose value
  // changes with any part of the form's state: every field would re-render at each change, and
  // all of them at once when the form becomes ready during a page's hydration).
  const formState = useFormState({ name });
  // A field's own check speaks once the field has been left or the step submitted: react-hook-form
  // validates a whole list when a row is added, which would mark the new row's empty fields at once.
  const isTouched = !!get(formState.touchedFields, name);
  const clientError =
    isTouched || formState.isSubmitted
      ? (get(formState.errors, name) as { message?: string; root?: { message?: string } } | undefined)
      : undefined;
  const message = useFieldMessage(name, label, clientError?.message ?? clientError?.root?.message);
  const kit = useFormKit();
  return { id: fieldIdOf(name), message, dismiss: () => kit.dismissServerError(name) };
}

/** The hint and the message together, as the helper text MUI ties to the input with aria-describedby. */
function helperOf(hint: ReactNode, message: string | undefined): ReactNode {
  if (!hint && !message) return undefined;
  return (
    <>
      {hint && (
        <Box component="span" sx={{ display: 'block', color: 'text.secondary' }}>
          {hint}
        </Box>
      )}
      {message && (
        <Box component="span" sx={{ display: 'block', fontWeight: 700 }}>
          {message}
        </Box>
      )}
    </>
  );
}

export interface TextInputProps extends BaseProps {
  type?: 'text' | 'email' | 'tel' | 'date';
  multiline?: boolean;
  /** For numbers: digits keyboard on phones; the value stays text until the payload is built. */
  inputMode?: 'text' | 'numeric' | 'decimal' | 'email' | 'tel';
  autoComplete?: string;
  /** Latin-only values (UPN, phone, e-mail, codes) read left to right in every language. */
  ltr?: boolean;
  /** Applied to what is typed (upper case for passport numbers). */
  transform?: (value: string) => string;
  width?: string;
  slotProps?: TextFieldProps['slotProps'];
}

export function TextInput({
  name,
  label,
  hint: hintProp,
  required,
  type = 'text',
  multiline,
  inputMode: inputModeProp,
  autoComplete,
  ltr: ltrProp,
  transform: transformProp,
  width,
  slotProps,
}: TextInputProps) {
  const { t } = useTranslation(NS);
  const { id, message, dismiss } = useFieldState(name, label);
  const noted = useHintWithNote(name, hintProp);
  // Dates are typed as the API takes them (YYYY-MM-DD) in a plain text field: the same in every
  // language and direction, and no picker to fight with a keyboard (GOV.UK avoids them too).
  const isDate = type === 'date';
  const hint = !isDate ? (
    noted
  ) : noted ? (
    <>
      {noted} · {t('date.hint')}
    </>
  ) : (
    t('date.hint')
  );
  const ltr = isDate || ltrProp;
  const inputMode = isDate ? 'numeric' : inputModeProp;
  const transform = isDate ? asciiDigits : transformProp;
  return (
    <Controller
      name={name}
      render={({ field }) => (
        <TextField
          id={id}
          name={name}
          label={label}
          type={isDate ? 'text' : type}
          value={field.value ?? ''}
          onChange={(event) => {
            dismiss();
            field.onChange(transform ? transform(event.target.value) : event.target.value);
          }}
          onBlur={field.onBlur}
          inputRef={field.ref}
          required={required}
          error={!!message}
          helperText={helperOf(hint, message)}
          multiline={multiline}
          minRows={multiline ? 3 : undefined}
          autoComplete={autoComplete}
          sx={{ maxWidth: width ?? (multiline ? '48rem' : '30rem'), width: '100%' }}
          slotProps={{
            ...slotProps,
            inputLabel: { shrink: undefined },
            htmlInput: {
              inputMode,
              dir: ltr ? 'ltr' : multiline ? 'auto' : 'auto',
              spellCheck: ltr ? false : undefined,
              ...(slotProps?.htmlInput as object),
            },
          }}
        />
      )}
    />
  );
}

export interface Choice {
  value: string;
  label: string;
}

/** A native select: works at 320 px and with every screen reader. */
export function SelectInput({
  name,
  label,
  hint: hintProp,
  required,
  options,
  emptyLabel,
  width,
  onChosen,
}: BaseProps & { options: readonly Choice[]; emptyLabel: string; width?: string; onChosen?: (value: string) => void }) {
  const { id, message, dismiss } = useFieldState(name, label);
  const hint = useHintWithNote(name, hintProp);
  return (
    <Controller
      name={name}
      render={({ field }) => (
        <TextField
          select
          id={id}
          name={name}
          label={label}
          value={field.value ?? ''}
          onChange={(event) => {
            dismiss();
            field.onChange(event.target.value);
            onChosen?.(event.target.value);
          }}
          onBlur={field.onBlur}
          inputRef={field.ref}
          required={required}
          error={!!message}
          helperText={helperOf(hint, message)}
          sx={{ maxWidth: width ?? '30rem', width: '100%' }}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">{emptyLabel}</option>
          {field.value && !options.some((o) => o.value === field.value) && (
            <option value={field.value as string}>{field.value as string}</option>
          )}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </TextField>
      )}
    />
  );
}

/** One question with a few answers: a fieldset whose legend is the question. */
export function RadioInput({
  name,
  label,
  hint: hintProp,
  options,
  onChosen,
  disabled,
}: BaseProps & { options: readonly Choice[]; onChosen?: (value: string) => void; disabled?: boolean }) {
  const { id, message, dismiss } = useFieldState(name, label);
  const hint = useHintWithNote(name, hintProp);
  const hintId = `${id}-hint`;
  const messageId = `${id}-message`;
  return (
    <Controller
      name={name}
      render={({ field }) => (
        <FormControl component="fieldset" error={!!message} disabled={disabled} sx={{ display: 'block' }}>
          <FormLabel component="legend" sx={{ fontWeight: 700, color: 'text.primary' }}>
            {label}
          </FormLabel>
          {hint && (
            <FormHelperText id={hintId} sx={{ mx: 0, color: 'text.secondary' }}>
              {hint}
            </FormHelperText>
          )}
          {message && (
            <FormHelperText id={messageId} sx={{ mx: 0, fontWeight: 700 }}>
              {message}
            </FormHelperText>
          )}
          <RadioGroup
            name={name}
            value={field.value ?? ''}
            onChange={(event) => {
              dismiss();
              field.onChange(event.target.value);
              onChosen?.(event.target.value);
            }}
            aria-describedby={[hint ? hintId : '', message ? messageId : ''].filter(Boolean).join(' ') || undefined}
          >
            {options.map((option, index) => (
              <FormControlLabel
                key={option.value}
                value={option.value}
                label={option.label}
                control={
                  <Radio
                    slotProps={{
                      input: { id: index === 0 ? id : `${id}-${option.value}`, ref: index === 0 ? field.ref : undefined } as object,
                    }}
                  />
                }
              />
            ))}
          </RadioGroup>
        </FormControl>
      )}
    />
  );
}

/** A yes/no question answered by ticking. */
export function CheckboxInput({ name, label, hint: hintProp }: BaseProps) {
  const { id, message, dismiss } = useFieldState(name, label);
  const hint = useHintWithNote(name, hintProp);
  return (
    <Controller
      name={name}
      render={({ field }) => (
        <FormControl error={!!message} sx={{ display: 'block' }}>
          <FormControlLabel
            label={label}
            control={
              <Checkbox
                checked={!!field.value}
                onChange={(event) => {
                  dismiss();
                  field.onChange(event.target.checked);
                }}
                slotProps={{ input: { id, ref: field.ref, 'aria-describedby': hint || message ? `${id}-helper` : undefined } as object }}
              />
            }
          />
          {(hint || message) && (
            <FormHelperText id={`${id}-helper`} sx={{ mx: 0 }}>
              {helperOf(hint, message)}
            </FormHelperText>
          )}
        </FormControl>
      )}
    />
  );
}

/**
 * A group of fields (a person, an address) under a legend. With `name`, the group's own message
 * (a list's "at least one", "the shares must total the capital") shows under the legend and the
 * group takes the id the error summary links to.
 */
export function FieldGroup({
  legend,
  name,
  hint: hintProp,
  children,
}: {
  legend: string;
  name?: string;
  hint?: ReactNode;
  children: ReactNode;
}) {
  const hint = useHintWithNote(name, hintProp);
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0, display: 'grid', gap: 2.5 }}>
      <Box component="legend" sx={{ fontSize: '1.25rem', fontWeight: 700, mb: 1, p: 0 }}>
        {legend}
      </Box>
      {hint && <Box sx={{ color: 'text.secondary', mt: -1.5 }}>{hint}</Box>}
      {name && <GroupMessage name={name} label={legend} />}
      {children}
    </Box>
  );
}

/** The message of a whole list or group, focusable so that the error summary can move to it. */
export function GroupMessage({ name, label }: { name: string; label: string }) {
  const { id, message } = useFieldState(name, label);
  return (
    <Box id={id} tabIndex={-1} sx={{ color: 'error.main', fontWeight: 700, outlineOffset: 2 }}>
      {message}
    </Box>
  );
}
