import { Alert, AlertTitle, Box, Link } from '@mui/material';
import { useEffect, useRef, type MouseEvent } from 'react';

export interface SummaryError {
  /** The id of the input the message belongs to. */
  fieldId: string;
  message: string;
  /** A field on another page (`…/company#field-company-capital`): the link goes there instead. */
  to?: string;
}

/** The field's input takes the focus and its label scrolls into view (GOV.UK error summary). */
function focusField(event: MouseEvent<HTMLAnchorElement>, fieldId: string) {
  const field = document.getElementById(fieldId);
  if (!field) return;
  event.preventDefault();
  const label = document.querySelector(`label[for="${CSS.escape(fieldId)}"]`) ?? field.closest('fieldset')?.querySelector('legend');
  (label ?? field).scrollIntoView({ block: 'start' });
  field.focus({ preventScroll: true });
}

/**
 * GOV.UK-style error summary: listed above the form, takes the focus when shown (so that a
 * screen reader reads it at once), and links each message to its field. `attempt` changes at
 * every submission so that a second failed try moves the focus here again.
 */
export function ErrorSummary({ title, errors, attempt }: { title: string; errors: readonly SummaryError[]; attempt: string | number }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (errors.length) ref.current?.focus();
  }, [attempt, errors.length]);
  if (!errors.length) return null;
  return (
    <Alert
      ref={ref}
      severity="error"
      variant="outlined"
      tabIndex={-1}
      aria-labelledby="error-summary-title"
      sx={{ mb: 3, borderWidth: 3, '&:focus-visible': { outline: '3px solid', outlineColor: 'warning.main', outlineOffset: 2 } }}
    >
      <AlertTitle id="error-summary-title" component="h2" sx={{ fontWeight: 700 }}>
        {title}
      </AlertTitle>
      {/* Links a line apart would be targets under 24 px (WCAG 2.5.8): each gets its own spaced line. */}
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 0.75 }}>
        {errors.map((error, index) => (
          <li key={`${index}:${error.fieldId}`}>
            <Link
              href={error.to ?? `#${error.fieldId}`}
              onClick={error.to ? undefined : (event) => focusField(event, error.fieldId)}
              color="error"
              sx={{ fontWeight: 700 }}
            >
              {error.message}
            </Link>
          </li>
        ))}
      </Box>
    </Alert>
  );
}
