import { Box, Link, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useDirectorates, type Directorate } from './api';
import { NS } from './i18n';

/** What is not confirmed yet says so, never a guess. */
function Unconfirmed() {
  const { t } = useTranslation(NS);
  return <Box component="em">{t('toBeConfirmed')}</Box>;
}

function Lines({ lines }: { lines: string[] }) {
  if (!lines.length) return <Unconfirmed />;
  return (
    <>
      {lines.map((line, index) => (
        <Box component="span" key={index} sx={{ display: 'block' }}>
          {line}
        </Box>
      ))}
    </>
  );
}

/**
 * One directorate: its name as a heading, then address lines, opening hours, telephone, e-mail
 * and website, each "to be confirmed" while an administrator has not filled it in.
 */
export function DirectorateCard({ directorate, headingLevel = 3 }: { directorate: Directorate; headingLevel?: 2 | 3 | 4 }) {
  const { t } = useTranslation(NS);
  const headingId = `directorate-${directorate.id}`;
  const rows: [string, React.ReactNode][] = [
    [t('address'), <Lines key="address" lines={directorate.addressLines} />],
    [t('hours'), <Lines key="hours" lines={directorate.hoursLines} />],
    [
      t('phone'),
      directorate.phone ? (
        <Link href={`tel:${directorate.phone.replace(/[^+0-9]/g, '')}`} dir="ltr">
          {directorate.phone}
        </Link>
      ) : (
        <Unconfirmed />
      ),
    ],
    [
      t('email'),
      directorate.email ? (
        <Link href={`mailto:${directorate.email}`} dir="ltr">
          {directorate.email}
        </Link>
      ) : (
        <Unconfirmed />
      ),
    ],
    [
      t('website'),
      directorate.website ? (
        <Link href={directorate.website} dir="ltr" rel="noopener noreferrer">
          {directorate.website}
        </Link>
      ) : (
        <Unconfirmed />
      ),
    ],
  ];
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}>
      <Typography id={headingId} component={`h${headingLevel}`} sx={{ fontSize: '1.125rem', fontWeight: 700, mb: 1 }}>
        {directorate.name}
      </Typography>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { sm: 'minmax(8rem, 1fr) 3fr' }, columnGap: 2, rowGap: 0.5 }}>
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Box component="dt" sx={{ fontWeight: 600 }}>
              {label}
            </Box>
            <Box component="dd" sx={{ m: 0 }}>
              {value}
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

/** Every directorate, in the provinces' order (the contact page). */
export function DirectorateList({ headingLevel = 3 }: { headingLevel?: 2 | 3 | 4 }) {
  const { t } = useTranslation(NS);
  const directorates = useDirectorates();
  if (directorates.isPending) return <Typography role="status">{t('loading')}</Typography>;
  if (directorates.isError) return <Typography role="alert">{t('unavailable')}</Typography>;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {directorates.data.map((d) => (
        <DirectorateCard key={d.id} directorate={d} headingLevel={headingLevel} />
      ))}
    </Box>
  );
}

/** The directorate of one province (the next steps after submission), or every one when the province is not known; says so when none is recorded yet. */
export function ProvinceDirectorate({ province, headingLevel = 4 }: { province: string | undefined; headingLevel?: 3 | 4 }) {
  const { t } = useTranslation(NS);
  const directorates = useDirectorates(province, province !== undefined);
  if (province === undefined) return <DirectorateList headingLevel={headingLevel} />;
  if (directorates.isPending) return <Typography role="status">{t('loading')}</Typography>;
  if (directorates.isError) return <Typography role="alert">{t('unavailable')}</Typography>;
  const found = directorates.data[0];
  return found ? <DirectorateCard directorate={found} headingLevel={headingLevel} /> : <Typography>{t('noneForProvince')}</Typography>;
}
