import { Box, Link, Typography } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldGroup, TextInput } from '../form/fields';
import { ContractPreview } from './contract-preview';
import { NS } from './i18n';
import type { BusinessFormValues } from './values';

const KURDISH = { htmlInput: { lang: 'ckb', dir: 'rtl' } };

/**
 * The establishment contract (spec §2, issue 23 §2). Its clauses (name, address, purpose,
 * activities, capital, shareholders, coordinator, lawyer) are written from the answers and shown
 * here as they will read; only the goals and extra notes are typed, in Kurdish letters (the API
 * refuses others with `contract.kurdish-letters-only`, shown as the applicant types), with the
 * lawyer who drafted it.
 */
export function ContractFields() {
  const { t } = useTranslation(NS);
  const values = useWatch() as BusinessFormValues;
  return (
    <>
      <Link href="/static/1.pdf" target="_blank" rel="noopener" sx={{ fontWeight: 700 }}>
        {t('contract.template')}
      </Link>
      <Box
        component="section"
        aria-labelledby="generated-clauses-heading"
        sx={{ p: 2, border: '1px solid', borderColor: 'divider', borderRadius: 1, display: 'grid', gap: 1.5 }}
      >
        <Typography id="generated-clauses-heading" component="h2" variant="h6">
          {t('sections.clauses')}
        </Typography>
        <Typography color="text.secondary">{t('hints.generatedClauses')}</Typography>
        <ContractPreview values={values} />
      </Box>
      <FieldGroup legend={t('sections.goals')} hint={t('hints.ownClauses')}>
        <TextInput name="contract.goals" label={t('fields.goals')} hint={t('hints.kurdishOnly')} multiline slotProps={KURDISH} required />
        <TextInput
          name="contract.extra_notes"
          label={t('fields.extra_notes')}
          hint={t('hints.kurdishOnly')}
          multiline
          slotProps={KURDISH}
        />
      </FieldGroup>
      <FieldGroup legend={t('sections.lawyer')}>
        <TextInput name="contract.lawyer_name" label={t('fields.lawyer_name')} hint={t('hints.kurdishOnly')} slotProps={KURDISH} required />
        <TextInput
          name="contract.lawyer_phone"
          label={t('fields.lawyer_phone')}
          hint={t('hints.phone')}
          type="tel"
          inputMode="tel"
          ltr
          width="20rem"
          required
        />
        <TextInput name="contract.lawyer_email" label={t('fields.lawyer_email')} type="email" inputMode="email" ltr />
      </FieldGroup>
    </>
  );
}
