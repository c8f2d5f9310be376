import { Box, Button, Link, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useFormat } from '#src/components/format';
import { visuallyHidden } from '#src/components/visually-hidden';
import { NS } from '../i18n';
import { trademarkSummaryRows, type TrademarkSummaryRow } from '../utils/check-answers';
import type { TrademarkFormValues } from '../utils/form-values';

function SummaryValue({ row }: { row: TrademarkSummaryRow }) {
  const { t } = useTranslation(NS);
  const format = useFormat();
  const { value } = row;
  switch (value.kind) {
    case 'text':
      return <bdi>{value.text}</bdi>;
    case 'label':
      return t(value.key);
    case 'class':
      return t('form.classes.item', { number: format.number(value.number) });
    case 'file':
      return (
        <>
          <bdi>{value.name}</bdi> ({t('check.size', { size: format.number(Math.max(1, Math.round(value.size / 1024))) })})
        </>
      );
    case 'lines':
      return (
        <Box component="ul" sx={{ m: 0, paddingInlineStart: 2.5 }}>
          {value.lines.map((line, index) => (
            <li key={index}>
              <bdi>{line}</bdi>
            </li>
          ))}
        </Box>
      );
  }
}

/**
 * Check your answers before sending (GOV.UK, issue 23 §3): each answer with its label and a
 * "Change" that opens the form at that field; "Continue" there comes back here.
 */
export function TrademarkCheckAnswers({
  values,
  logo,
  onChange,
  onSend,
  sending,
}: {
  values: TrademarkFormValues;
  logo: File | undefined;
  onChange: (fieldId: string) => void;
  onSend: () => void;
  sending: boolean;
}) {
  const { t } = useTranslation(NS);
  const format = useFormat();
  const rows = trademarkSummaryRows(values, logo);
  const labelOf = (row: TrademarkSummaryRow) =>
    t(row.label, row.labelParams ? { number: format.number(row.labelParams.number ?? 0) } : undefined);
  return (
    <Box sx={{ display: 'grid', gap: 4 }}>
      <Box component="dl" aria-label={t('check.title')} sx={{ m: 0 }}>
        {rows.map((row) => (
          <Box
            key={row.fieldId}
            data-row={row.fieldId}
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: 'minmax(10rem, 1fr) 2fr auto' },
              gap: { xs: 0.5, sm: 2 },
              py: 1.5,
              borderBottom: '1px solid',
              borderColor: 'divider',
            }}
          >
            <Box component="dt" sx={{ fontWeight: 700 }}>
              {labelOf(row)}
            </Box>
            <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              <SummaryValue row={row} />
            </Box>
            <Box component="dd" sx={{ m: 0 }}>
              <Link component="button" type="button" onClick={() => onChange(row.fieldId)} sx={{ fontSize: '1rem' }}>
                {t('check.change')}
                <Box component="span" sx={visuallyHidden}>
                  {' '}
                  {labelOf(row)}
                </Box>
              </Link>
            </Box>
          </Box>
        ))}
      </Box>
      <Box sx={{ maxWidth: '48rem' }}>
        <Typography component="h2" variant="h5" gutterBottom>
          {t('check.sendHeading')}
        </Typography>
        <Typography sx={{ mb: 3 }}>{t('check.declaration')}</Typography>
        <Button variant="contained" size="large" onClick={onSend} loading={sending} loadingPosition="end">
          {t('check.send')}
        </Button>
      </Box>
    </Box>
  );
}
