import { Box, Button, FormControl, FormControlLabel, FormLabel, Link, Radio, RadioGroup, Typography } from '@mui/material';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { Page } from '#src/components/page';
import { RequireSignIn } from '#src/components/require-sign-in';
import { useToast } from '#src/components/toast';
import { directionOf, isLocale, LANGUAGE_NAMES, LOCALES, type Locale } from '#src/i18n';
import { useAuth } from '#src/lib/auth/auth';
import { SignOutButton } from '../components/sign-out-button';
import { NS } from '../i18n';

const LANGUAGE_FIELD = 'profile-language';

/** One part of the profile, headed. */
function Part({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ mb: 5, maxWidth: '40rem' }}>
      <Typography id={id} component="h2" variant="h5" gutterBottom>
        {heading}
      </Typography>
      {children}
    </Box>
  );
}

function Profile() {
  const { t, i18n } = useTranslation(NS);
  const { user } = useAuth();
  const toast = useToast();
  const current = isLocale(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'ckb';
  // A choice counts only in the language it was made in: switched from the header meanwhile, the
  // radios show the portal's new language (and Save does not bring back the old one).
  const [choice, setChoice] = useState<{ language: Locale; madeIn: Locale } | null>(null);
  const language = choice?.madeIn === current ? choice.language : current;

  // The user's language is the portal's: saved here, it is the UI's and, through the session, the
  // locale of the registry's e-mails (the auth provider saves it on the server).
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (language !== current) await i18n.changeLanguage(language);
    toast.show(t('profile.saved', { lng: language }), 'success');
  };

  return (
    <Page title={t('profile.title')} lead={t('profile.lead')} maxWidth="md">
      <Part id="profile-email" heading={t('profile.emailHeading')}>
        <Typography sx={{ fontWeight: 700, fontSize: '1.125rem' }}>
          <bdi>{user?.email}</bdi>
        </Typography>
        <Typography color="text.secondary">{t('profile.emailHint')}</Typography>
      </Part>
      <Part id="profile-language-heading" heading={t('profile.languageHeading')}>
        <Box component="form" method="post" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 2 }}>
          <FormControl component="fieldset">
            <FormLabel component="legend" id={LANGUAGE_FIELD} sx={{ color: 'text.primary', mb: 1 }}>
              {t('profile.languageQuestion')}
            </FormLabel>
            <RadioGroup
              name="language"
              value={language}
              onChange={(event) => isLocale(event.target.value) && setChoice({ language: event.target.value, madeIn: current })}
            >
              {LOCALES.map((locale) => (
                <FormControlLabel
                  key={locale}
                  value={locale}
                  control={<Radio />}
                  label={
                    <bdi lang={locale} dir={directionOf(locale)}>
                      {LANGUAGE_NAMES[locale]}
                    </bdi>
                  }
                />
              ))}
            </RadioGroup>
          </FormControl>
          <Box>
            <Button type="submit" variant="contained">
              {t('profile.save')}
            </Button>
          </Box>
        </Box>
      </Part>
      <Part id="profile-account" heading={t('profile.accountHeading')}>
        <Box component="ul" sx={{ m: 0, mb: 3, paddingInlineStart: 2.5, display: 'grid', gap: 1 }}>
          <li>
            <Link component={RouterLink} to="/my-applications">
              {t('profile.myApplications')}
            </Link>
          </li>
          <li>
            <Link component={RouterLink} to="/notifications">
              {t('profile.notifications')}
            </Link>
          </li>
        </Box>
        <SignOutButton />
      </Part>
    </Page>
  );
}

/** `/profile` (spec §1 "account areas (users, notifications, profile)"; issue 23 §9): the e-mail signed in by code, the language, sign-out. */
export function ProfilePage() {
  return (
    <RequireSignIn>
      <Profile />
    </RequireSignIn>
  );
}
