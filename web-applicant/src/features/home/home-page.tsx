import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import BusinessOutlined from '@mui/icons-material/BusinessOutlined';
import ManageSearchOutlined from '@mui/icons-material/ManageSearchOutlined';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import PublicOutlined from '@mui/icons-material/PublicOutlined';
import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import type { SvgIconComponent } from '@mui/icons-material';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Emblem } from '#src/components/emblem';
import { useFormat } from '#src/components/format';
import { PageHeading, usePageTitle } from '#src/components/page';
import { HOME_NS } from './i18n';

interface Service {
  key: string;
  path: string;
  Icon: SvgIconComponent;
}

/** Spec §1: what an applicant can do, each leading to the screen that does it. */
const SERVICES: Service[] = [
  { key: 'localCompany', path: '/businesses/register?type=local_company', Icon: BusinessOutlined },
  // Each kind of company opens its own flow (issue 23 §8), never the other kind preselected.
  { key: 'foreignBranch', path: '/businesses/register?type=foreign_company', Icon: PublicOutlined },
  { key: 'tradeName', path: '/tradenames/register', Icon: BadgeOutlined },
  { key: 'trademark', path: '/trademarks/register', Icon: VerifiedOutlined },
  { key: 'search', path: '/tradenames/search', Icon: SearchOutlined },
  { key: 'retrieve', path: '/retrieve', Icon: ManageSearchOutlined },
  { key: 'publications', path: '/publications', Icon: ArticleOutlined },
  { key: 'guidelines', path: '/guidelines/local-company-types', Icon: MenuBookOutlined },
];

/** Spec §1: the three steps for local companies, foreign branches and trade names. */
const STEPS = ['fill', 'deposit', 'visit'] as const;

function CallsToAction() {
  const { t } = useTranslation(HOME_NS);
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { xs: 'stretch', sm: 'center' } }}>
      <Button variant="contained" size="large" href="/register">
        {t('hero.register')}
      </Button>
      <Button variant="outlined" size="large" href="/tradenames/search" startIcon={<SearchOutlined />}>
        {t('hero.search')}
      </Button>
    </Stack>
  );
}

function ServiceCard({ service }: { service: Service }) {
  const { t } = useTranslation(HOME_NS);
  const { Icon } = service;
  return (
    <Box
      component="li"
      sx={{
        position: 'relative',
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
        p: 3,
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        bgcolor: 'background.paper',
        transition: 'border-color 150ms',
        '&:hover': { borderColor: 'primary.main' },
      }}
    >
      <Icon sx={{ fontSize: 36, color: 'secondary.main' }} aria-hidden />
      <Typography variant="h3" sx={{ fontSize: '1.125rem' }}>
        {/* The link stretches over the card (::after) so the whole card is one target with a short name. */}
        <Link href={service.path} underline="hover" sx={{ '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: 2 } }}>
          {t(`services.${service.key}.title`)}
        </Link>
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t(`services.${service.key}.body`)}
      </Typography>
    </Box>
  );
}

export function HomePage() {
  const { t } = useTranslation(HOME_NS);
  const format = useFormat();
  usePageTitle(t('title'));
  const heroId = useId();
  const servicesId = useId();
  const stepsId = useId();
  const ctaId = useId();

  return (
    <>
      <Box component="section" aria-labelledby={heroId} sx={{ bgcolor: 'background.surface', borderBottom: 1, borderColor: 'divider' }}>
        <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 }, display: 'flex', alignItems: 'center', gap: 6 }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography component="p" sx={{ color: 'primary.main', fontWeight: 700, mb: 1 }}>
              {t('hero.kicker')}
            </Typography>
            <PageHeading id={heroId} sx={{ maxWidth: '20em' }}>
              {t('hero.heading')}
            </PageHeading>
            <Typography sx={{ fontSize: { xs: '1.0625rem', md: '1.1875rem' }, maxWidth: '40rem', mb: 4 }}>{t('hero.lead')}</Typography>
            <CallsToAction />
          </Box>
          <Emblem size={220} sx={{ display: { xs: 'none', md: 'block' } }} />
        </Container>
      </Box>

      <Container maxWidth="lg" component="section" aria-labelledby={servicesId} sx={{ py: { xs: 5, md: 7 } }}>
        <Typography id={servicesId} variant="h2" sx={{ mb: 3 }}>
          {t('services.heading')}
        </Typography>
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
          }}
        >
          {SERVICES.map((service) => (
            <ServiceCard key={service.key} service={service} />
          ))}
        </Box>
      </Container>

      <Box component="section" aria-labelledby={stepsId} sx={{ bgcolor: 'background.surface', borderBlock: 1, borderColor: 'divider' }}>
        <Container maxWidth="lg" sx={{ py: { xs: 5, md: 7 } }}>
          <Typography id={stepsId} variant="h2" sx={{ mb: 1 }}>
            {t('steps.heading')}
          </Typography>
          <Typography sx={{ mb: 4 }}>{t('steps.intro')}</Typography>
          <Box
            component="ol"
            sx={{
              listStyle: 'none',
              m: 0,
              p: 0,
              display: 'grid',
              gap: { xs: 3, md: 4 },
              gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' },
            }}
          >
            {STEPS.map((step, index) => (
              <Box component="li" key={step} sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
                {/* The number is the list's own; the circle repeats it for sighted readers only. */}
                <Box
                  aria-hidden
                  sx={{
                    flexShrink: 0,
                    width: 44,
                    height: 44,
                    borderRadius: '50%',
                    display: 'grid',
                    placeItems: 'center',
                    bgcolor: 'primary.main',
                    color: 'primary.contrastText',
                    fontWeight: 700,
                    fontSize: '1.25rem',
                  }}
                >
                  {format.number(index + 1)}
                </Box>
                <Box>
                  <Typography variant="h3" sx={{ fontSize: '1.125rem', mb: 0.5 }}>
                    {t(`steps.${step}.title`)}
                  </Typography>
                  <Typography variant="body2">{t(`steps.${step}.body`)}</Typography>
                </Box>
              </Box>
            ))}
          </Box>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1.5, sm: 4 }} sx={{ mt: 4 }}>
            <Typography sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
              <ScheduleOutlined sx={{ color: 'secondary.main' }} aria-hidden />
              {t('steps.processing')}
            </Typography>
            <Typography sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
              <PaymentsOutlined sx={{ color: 'secondary.main' }} aria-hidden />
              {t('steps.cash')}
            </Typography>
          </Stack>
        </Container>
      </Box>

      <Container maxWidth="lg" component="section" aria-labelledby={ctaId} sx={{ py: { xs: 5, md: 7 } }}>
        <Typography id={ctaId} variant="h2" sx={{ mb: 1 }}>
          {t('cta.heading')}
        </Typography>
        <Typography sx={{ mb: 3, maxWidth: '44rem' }}>{t('cta.body')}</Typography>
        <CallsToAction />
      </Container>
    </>
  );
}
