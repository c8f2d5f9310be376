import { Box, Button, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { FormProvider, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldGroup, RadioInput, TextInput } from '#src/components/form/fields';
import { FormErrorSummary } from '#src/components/form/form-error-summary';
import { FormKit, problemsResolver } from '#src/components/form/form-kit';
import { NiceClassField } from '#src/components/form/nice-class-field';
import {
  browserFacts,
  judgeableProblems,
  validateTrademarkDetails,
  type RuleProblem,
  type TrademarkDetails,
} from '#src/components/form/rules';
import { useFormat } from '#src/components/format';
import { NS } from '../i18n';
import { emptyClass, formPathOf, toPayload, writeDraft, type TrademarkFormValues } from '../utils/form-values';
import { wordMarkCheckState } from '../utils/word-mark-check';
import { isAcceptedLogo, LogoField } from './logo-field';
import { WordMarkCheck } from './word-mark-check';

/** The Nice classification has 45 classes: a mark can name each once. */
const NICE_CLASS_COUNT = 45;

/** Every rule of the API the browser can judge, at the form's fields (a term's problem at its class's box). */
function trademarkProblems(values: TrademarkFormValues): RuleProblem[] {
  const blankClasses: RuleProblem[] = values.classes.flatMap((c, i) =>
    c.classNumber.trim() ? [] : [{ code: 'validation.required', field: `classes[${i}].classNumber` }],
  );
  const rules = judgeableProblems(validateTrademarkDetails(toPayload(values) as TrademarkDetails, browserFacts()));
  return [...blankClasses, ...rules].map((p) => ({ ...p, field: p.field ? formPathOf(p.field) : p.field }));
}

function ClassFields({ index, onRemove }: { index: number; onRemove?: () => void }) {
  const { t } = useTranslation(NS);
  const format = useFormat();
  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}>
      <FieldGroup legend={t('form.classes.item', { number: format.number(index + 1) })}>
        <NiceClassField name={`classes.${index}.classNumber`} label={t('form.classes.number')} required />
        <TextInput name={`classes.${index}.terms`} label={t('form.classes.terms')} hint={t('form.classes.termsHint')} multiline required />
        {onRemove && (
          <Box>
            <Button variant="text" color="error" onClick={onRemove}>
              {t('form.classes.remove', { number: format.number(index + 1) })}
            </Button>
          </Box>
        )}
      </FieldGroup>
    </Box>
  );
}

/** The reservation form: word mark, logo, Nice classes, owner, contact; its draft follows every change. */
export function ReservationForm({
  defaults,
  focus,
  logo,
  onLogo,
  serverErrors,
  onValid,
  sending,
}: {
  defaults: TrademarkFormValues;
  /** The field a "Change" of check your answers opened the form at. */
  focus?: string;
  logo: File | undefined;
  onLogo: (file: File | undefined) => void;
  serverErrors: Record<string, string>;
  onValid: (values: TrademarkFormValues) => void;
  sending: boolean;
}) {
  const { t } = useTranslation(NS);
  const methods = useForm<TrademarkFormValues>({
    defaultValues: defaults,
    resolver: problemsResolver(trademarkProblems),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });
  const classes = useFieldArray({ control: methods.control, name: 'classes' });
  const ownerType = useWatch({ control: methods.control, name: 'owner.type' });
  // The word mark is examined as it is written and its classes chosen (issue 33 §1).
  const wordMark = useWatch({ control: methods.control, name: 'wordMark' });
  const classNumbers = useWatch({ control: methods.control, name: 'classes' });
  const checkState = wordMarkCheckState({ wordMark, classes: classNumbers });
  // A translation key, worded at each render so that it follows a language switch.
  const [logoError, setLogoError] = useState<string>();

  // The draft follows every change, so that a closed tab or a detour to the code loses nothing.
  useEffect(() => {
    const subscription = methods.watch((values) => writeDraft(values as TrademarkFormValues));
    return () => subscription.unsubscribe();
  }, [methods]);

  useEffect(() => {
    if (!focus) return;
    const timer = setTimeout(() => {
      const field = document.getElementById(focus);
      field?.scrollIntoView({ block: 'center' });
      field?.focus();
    }, 150);
    return () => clearTimeout(timer);
  }, [focus]);

  const errors = { ...serverErrors, ...(logoError ? { logo: t(logoError) } : {}) };
  return (
    <FormProvider {...methods}>
      <FormKit serverErrors={errors}>
        <FormErrorSummary title={t('form.errorSummary')} />
        <Box
          component="form"
          method="post"
          noValidate
          onSubmit={methods.handleSubmit((values) => {
            if (logo && !isAcceptedLogo(logo)) return setLogoError('form.logo.wrongType');
            onValid(values);
          })}
          sx={{ display: 'grid', gap: 5 }}
        >
          <FieldGroup legend={t('form.wordMark.legend')} name="wordMark" hint={t('form.wordMark.hint')}>
            <TextInput name="wordMark.ckb" label={t('form.wordMark.ckb')} slotProps={{ htmlInput: { lang: 'ckb', dir: 'rtl' } }} />
            <TextInput name="wordMark.en" label={t('form.wordMark.en')} slotProps={{ htmlInput: { lang: 'en', dir: 'ltr' } }} />
            <TextInput name="wordMark.ar" label={t('form.wordMark.ar')} slotProps={{ htmlInput: { lang: 'ar', dir: 'rtl' } }} />
            <WordMarkCheck id="word-mark-check" state={checkState} label={t('form.wordMark.legend')} />
          </FieldGroup>

          <LogoField
            file={logo}
            message={errors.logo}
            onChange={(file) => {
              setLogoError(file && !isAcceptedLogo(file) ? 'form.logo.wrongType' : undefined);
              onLogo(file);
            }}
          />

          <FieldGroup legend={t('form.classes.legend')} name="classes" hint={t('form.classes.hint')}>
            {classes.fields.map((field, index) => (
              <ClassFields key={field.id} index={index} onRemove={classes.fields.length > 1 ? () => classes.remove(index) : undefined} />
            ))}
            <Box>
              <Button
                variant="outlined"
                onClick={() => classes.append(emptyClass(), { shouldFocus: false })}
                disabled={classes.fields.length >= NICE_CLASS_COUNT}
              >
                {t('form.classes.add')}
              </Button>
            </Box>
          </FieldGroup>

          <FieldGroup legend={t('form.owner.legend')}>
            <RadioInput
              name="owner.type"
              label={t('form.owner.type')}
              options={[
                { value: 'natural', label: t('form.owner.natural') },
                { value: 'company', label: t('form.owner.company') },
              ]}
            />
            {ownerType === 'company' ? (
              <>
                <TextInput name="owner.company_name" label={t('form.owner.companyName')} required />
                <TextInput
                  name="owner.uen"
                  label={t('form.owner.uen')}
                  hint={t('form.owner.uenHint')}
                  inputMode="numeric"
                  ltr
                  width="20rem"
                />
              </>
            ) : (
              <TextInput
                name="owner.upn"
                label={t('form.owner.upn')}
                hint={t('form.owner.upnHint')}
                inputMode="numeric"
                ltr
                width="20rem"
                required
              />
            )}
          </FieldGroup>

          <FieldGroup legend={t('form.contact.legend')}>
            <TextInput
              name="email"
              type="email"
              label={t('form.contact.email')}
              hint={t('form.contact.emailHint')}
              autoComplete="email"
              inputMode="email"
              ltr
              required
            />
            <TextInput
              name="phone_number"
              type="tel"
              label={t('form.contact.phone')}
              hint={t('form.contact.phoneHint')}
              autoComplete="tel"
              inputMode="tel"
              ltr
              width="20rem"
              required
            />
          </FieldGroup>

          <Box>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              {t('form.draftNote')}
            </Typography>
            <Button type="submit" variant="contained" size="large" loading={sending} loadingPosition="end">
              {t('form.continue')}
            </Button>
          </Box>
        </Box>
      </FormKit>
    </FormProvider>
  );
}
