import { useEffect, useState, type ReactNode } from 'react';
import { FieldTitle, useInput, useTranslate, ValidationError, type InputProps } from 'react-admin';
import TextField from '@mui/material/TextField';
import { isCalendarDate } from '@registry/domain/reference/civil-registry/rules';
import { useCaseFormat } from '../resources/applications/case-format';
import { typedDigits } from './typed-digits';

/**
 * A day typed as YYYY-MM-DD, shown back in the staff member's language (docs/web-admin.md
 * "Dates"). Replaces the browser's date box, which Chromium draws in US English ("mm/dd/yyyy")
 * whatever the page's language, since it has no Kurdish locale data. `onChange` hears a day only
 * once it names one the calendar has (the domain's check, as the API's), or `null` when emptied,
 * so a half-typed day never becomes a request.
 */
export function DayTextField(props: {
  value: string;
  onChange: (day: string | null) => void;
  onBlur?: () => void;
  label: ReactNode;
  name: string;
  id?: string;
  required?: boolean;
  /** A message that overrides the field's own (required, or the server's refusal). */
  error?: ReactNode;
  /** What the field says while it is empty. */
  hint?: string;
  fullWidth?: boolean;
}) {
  const translate = useTranslate();
  const format = useCaseFormat();
  const { value, onChange } = props;
  const [text, setText] = useState(value);
  // A value set from elsewhere (a filter cleared, a record loaded) replaces what was typed, but
  // a half-typed day stays while the value is still empty.
  useEffect(() => setText((typed) => (value === '' && !isCalendarDate(typed) ? typed : value)), [value]);
  const valid = isCalendarDate(text);
  const malformed = text !== '' && !valid;
  return (
    <TextField
      id={props.id}
      label={props.label}
      required={props.required}
      fullWidth={props.fullWidth}
      value={text}
      onChange={(event) => {
        const typed = typedDigits(event.target.value);
        setText(typed);
        if (typed === '') onChange(null);
        else if (isCalendarDate(typed)) onChange(typed);
      }}
      onBlur={props.onBlur}
      placeholder={translate('admin.day_input.format')}
      error={malformed || Boolean(props.error)}
      helperText={props.error ?? (malformed ? translate('admin.day_input.invalid') : valid ? format.date(text) : (props.hint ?? ' '))}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { name: props.name, dir: 'ltr', inputMode: 'numeric', autoComplete: 'off' } }}
      sx={props.fullWidth ? undefined : { minWidth: 190 }}
    />
  );
}

/** DayTextField as a react-admin input (forms and list filters), in place of react-admin's DateInput. */
export function DayInput({ label, ...props }: InputProps) {
  const { field, fieldState, isRequired, id } = useInput(props);
  const message = fieldState.error?.message;
  return (
    <DayTextField
      id={id}
      name={props.source}
      label={<FieldTitle label={label} source={props.source} resource={props.resource} isRequired={isRequired} />}
      value={typeof field.value === 'string' ? field.value : ''}
      onChange={(day) => field.onChange(day)}
      onBlur={field.onBlur}
      error={message ? <ValidationError error={message} /> : undefined}
    />
  );
}
