import { Link } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { FieldGroup, TextInput } from '../form/fields';
import { NS } from './i18n';

const KURDISH = { htmlInput: { lang: 'ckb', dir: 'rtl' } };

/**
 * The establishment contract (spec §2: filled in Kurdish letters): its clauses, the company's
 * goals and extra notes, and the lawyer who drafted it. The API refuses other letters with
 * `contract.kurdish-letters-only`, which shows here as the applicant types.
 */
export function ContractFields() {
  const { t } = useTranslation(NS);
  return (
    <>
      <Link href="/static/1.pdf" target="_blank" rel="noopener" sx={{ fontWeight: 700 }}>
        {t('contract.template')}
      </Link>
      <FieldGroup legend={t('sections.clauses')} hint={t('hints.kurdishOnly')}>
        <TextInput name="contract.clauses.name" label={t('fields.clauseName')} multiline slotProps={KURDISH} required />
        <TextInput name="contract.clauses.address" label={t('fields.clauseAddress')} multiline slotProps={KURDISH} required />
        <TextInput name="contract.clauses.purpose" label={t('fields.clausePurpose')} multiline slotProps={KURDISH} required />
        <TextInput name="contract.clauses.activities" label={t('fields.clauseActivities')} hint={t('hints.clauseActivities')} multiline slotProps={KURDISH} required />
        <TextInput name="contract.clauses.capital" label={t('fields.clauseCapital')} multiline slotProps={KURDISH} required />
        <TextInput name="contract.clauses.shareholders" label={t('fields.clauseShareholders')} multiline slotProps={KURDISH} required />
        <TextInput name="contract.clauses.coordinator" label={t('fields.clauseCoordinator')} multiline slotProps={KURDISH} required />
      </FieldGroup>
      <FieldGroup legend={t('sections.goals')} hint={t('hints.kurdishOnly')}>
        <TextInput name="contract.goals" label={t('fields.goals')} multiline slotProps={KURDISH} required />
        <TextInput name="contract.extra_notes" label={t('fields.extra_notes')} multiline slotProps={KURDISH} />
      </FieldGroup>
      <FieldGroup legend={t('sections.lawyer')}>
        <TextInput name="contract.lawyer_name" label={t('fields.lawyer_name')} hint={t('hints.kurdishOnly')} slotProps={KURDISH} required />
        <TextInput name="contract.lawyer_phone" label={t('fields.lawyer_phone')} hint={t('hints.phone')} type="tel" inputMode="tel" ltr width="20rem" required />
        <TextInput name="contract.lawyer_email" label={t('fields.lawyer_email')} type="email" inputMode="email" ltr />
      </FieldGroup>
    </>
  );
}
