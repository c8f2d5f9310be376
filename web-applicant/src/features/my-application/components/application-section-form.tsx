import { Box } from '@mui/material';
import { useMemo, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CeoFields } from '#src/components/application-form/ceo-fields';
import { CompanyFields } from '#src/components/application-form/company-fields';
import { ContractFields } from '#src/components/application-form/contract-fields';
import { CompanyDocumentsFields } from '#src/components/application-form/documents-fields';
import { businessValuesOf, tradeNameValuesOf } from '#src/components/application-form/from-details';
import { NS as FORM_NS } from '#src/components/application-form/i18n';
import { ActivitiesField, NamingFields } from '#src/components/application-form/naming-fields';
import { choicesOf } from '#src/components/application-form/options';
import { OwnerFields } from '#src/components/application-form/owner-fields';
import { applicationProblems, type ApplicationFormKind } from '#src/components/application-form/problems';
import { ShareholdersFields } from '#src/components/application-form/shareholder-fields';
import type { BusinessFormValues, TradeNameFormValues } from '#src/components/application-form/values';
import { RadioInput, TextInput } from '#src/components/form/fields';
import { problemsResolver } from '#src/components/form/form-kit';
import { isWithin, pathOfRuleField } from '#src/components/form/paths';
import { useDistricts } from '#src/components/form/api/get-places';
import type { Application } from '#src/features/my-application/api/get-application';
import { sectionChanges } from '../utils/section-changes';
import { sectionKeysOf, type ApplicationKind, type CorrectionSection } from '../utils/kinds';
import { CorrectionForm } from './correction-form';

type Values = TradeNameFormValues | BusinessFormValues;

/** A trade name's type and the phone number it is reached at (its basic info). */
function TradeNameContactFields() {
  const { t } = useTranslation(FORM_NS);
  return (
    <>
      <RadioInput
        name="trade_name_type"
        label={t('fields.trade_name_type')}
        hint={t('hints.trade_name_type')}
        options={choicesOf(t, 'tradeNameType')}
      />
      <TextInput
        name="phone_number"
        label={t('fields.phone_number')}
        hint={t('hints.phone')}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        ltr
        required
        width="20rem"
      />
    </>
  );
}

/** The fields of a section: the registration's own, so that every answer can be corrected. */
function SectionFields({ formKind, section, ownName }: { formKind: ApplicationFormKind; section: CorrectionSection; ownName: string }) {
  if (section === 'activity-types') return <ActivitiesField />;
  if (formKind === 'trade-name')
    return (
      <>
        <NamingFields prefix="" provincePath="ui.province_id" ownName={ownName} />
        <TradeNameContactFields />
        <OwnerFields />
      </>
    );
  switch (section) {
    case 'trade-name-info':
      return <NamingFields prefix="trade_name." provincePath="ui.trade_name_province_id" ownName={ownName} />;
    case 'business-info':
      return (
        <>
          <CompanyFields />
          <CeoFields />
          <ShareholdersFields />
          <CompanyDocumentsFields />
        </>
      );
    case 'establishment-contract':
      return <ContractFields />;
    default:
      return null;
  }
}

function Loaded({
  application,
  kind,
  section,
  notes,
  provinceOfDistrict,
}: {
  application: Application;
  kind: ApplicationKind;
  section: CorrectionSection;
  notes: Readonly<Record<string, ReactNode>>;
  provinceOfDistrict: (districtId: string) => string | undefined;
}) {
  const formKind: ApplicationFormKind = kind === 'trade-names' ? 'trade-name' : 'business';
  const keys = sectionKeysOf(kind, section);
  const initial = useMemo(
    () =>
      formKind === 'trade-name'
        ? tradeNameValuesOf(application.details, provinceOfDistrict)
        : businessValuesOf(application.details, provinceOfDistrict),
    // The form starts from the application as it was opened (this version of it), once.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- id and version name the details they are made from
    [application.id, application.version],
  );
  const inSection = (path: string) => keys.some((key) => isWithin(path, key));
  const form = useForm<Values>({
    defaultValues: initial as never,
    // The API's own checks over the whole application, kept to this section's fields.
    resolver: problemsResolver<Values>((values) =>
      applicationProblems(formKind, values).filter((problem) => inSection(pathOfRuleField(problem.field ?? ''))),
    ),
    mode: 'onTouched',
    reValidateMode: 'onChange',
    // The error summary takes the focus (GOV.UK); its links lead to the fields.
    shouldFocusError: false,
  });
  return (
    <CorrectionForm
      application={application}
      kind={kind}
      section={section}
      form={form}
      notes={notes}
      changesOf={(values) => sectionChanges(formKind, keys, initial, values)}
      fieldOf={(path) => (inSection(path) ? path : undefined)}
    >
      <Box sx={{ display: 'grid', gap: 4 }}>
        <SectionFields formKind={formKind} section={section} ownName={'trade_name' in initial ? initial.trade_name.name : initial.name} />
      </Box>
    </CorrectionForm>
  );
}

/**
 * A trade name's or a company's correction: the section's fields as the registration asks for
 * them (uploads, partners, shareholders of every kind, the lawyer, activities from the ISIC
 * tree), filled from the application. A district's province is looked up so that the district
 * select shows the districts of the right province.
 */
export function ApplicationSectionForm(props: {
  application: Application;
  kind: ApplicationKind;
  section: CorrectionSection;
  notes: Readonly<Record<string, ReactNode>>;
}) {
  const districts = useDistricts(undefined);
  if (districts.isPending) return null;
  const provinceOfDistrict = (districtId: string) => districts.data?.find((d) => d.id === districtId)?.provinceId;
  return <Loaded {...props} provinceOfDistrict={provinceOfDistrict} />;
}
