import { Box, Button, FormHelperText, Typography } from '@mui/material';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '#src/components/format';
import { NS } from '../i18n';

export const LOGO_FIELD_ID = 'field-logo';
/** What the API accepts for a logo (packages/domain/src/files/upload-policy.ts): PNG or JPEG. */
const ACCEPTED = /\.(png|jpe?g)$/i;

export const isAcceptedLogo = (file: File): boolean => ACCEPTED.test(file.name);

/**
 * The optional logo: a native file input (keyboard and screen readers know it), its label and
 * hint tied to it, the chosen file named with its size, and a way to remove it. The file stays
 * in the page (a draft keeps text only) and is uploaded when the reservation is sent.
 */
export function LogoField({
  file,
  message,
  onChange,
}: {
  file: File | undefined;
  message: string | undefined;
  onChange: (file: File | undefined) => void;
}) {
  const { t } = useTranslation(NS);
  const format = useFormat();
  const input = useRef<HTMLInputElement>(null);
  const hintId = `${LOGO_FIELD_ID}-hint`;
  const messageId = `${LOGO_FIELD_ID}-message`;
  return (
    <Box sx={{ display: 'grid', gap: 1, maxWidth: '30rem' }}>
      <Typography component="label" htmlFor={LOGO_FIELD_ID} sx={{ fontWeight: 700 }}>
        {t('form.logo.label')}
      </Typography>
      <FormHelperText id={hintId} sx={{ mx: 0, mt: 0, fontSize: '0.95rem' }}>
        {t('form.logo.hint')}
      </FormHelperText>
      {message && (
        <FormHelperText id={messageId} error sx={{ mx: 0, mt: 0, fontWeight: 700, fontSize: '0.95rem' }}>
          {message}
        </FormHelperText>
      )}
      <input
        ref={input}
        id={LOGO_FIELD_ID}
        name="logo"
        type="file"
        accept="image/png,image/jpeg"
        aria-describedby={[hintId, message ? messageId : ''].filter(Boolean).join(' ')}
        aria-invalid={message ? true : undefined}
        onChange={(event) => onChange(event.target.files?.[0] ?? undefined)}
      />
      {file && (
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="body2">
            {t('form.logo.chosen', { size: format.number(Math.max(1, Math.round(file.size / 1024))) })} <bdi>{file.name}</bdi>
          </Typography>
          <Button
            size="small"
            onClick={() => {
              if (input.current) input.current.value = '';
              onChange(undefined);
            }}
          >
            {t('form.logo.remove')}
          </Button>
        </Box>
      )}
    </Box>
  );
}
