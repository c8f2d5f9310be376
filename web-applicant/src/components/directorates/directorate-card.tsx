import { Box, Link, Typography } from '@mui/material';
import { Trans, useTranslation } from 'react-i18next';
import { useDirectorates, type Directorate } from './api';
import { filledDetailsOf, type DirectorateDetail } from './details';
import { NS } from './i18n';

/** Where every directorate's address is (a province unknown, or one without a directorate yet). */
const CONTACT_PATH = '/contact';

function DetailValue({ detail }: { detail: DirectorateDetail }) {
  if ('lines' in detail)
    return (
      <>
        {detail.lines.map((line, index) => (
          <Box component="span" key={index} sx={{ display: 'block' }}>
            {line}
          </Box>
        ))}
      </>
    );
  return (
    <Link href={detail.href} dir="ltr" {...(detail.key === 'website' ? { rel: 'noopener noreferrer' } : {})}>
      {detail.text}
    </Link>
  );
}

/**
 * One directorate: its name as a heading, then the address lines, opening hours, telephone,
 * e-mail and website the ministry has entered; one not entered is left out (issue 34 §3).
 */
export function DirectorateCard({ directorate, headingLevel = 3 }: { directorate: Directorate; headingLevel?: 2 | 3 | 4 }) {
  const { t } = useTranslation(NS);
  const headingId = `directorate-${directorate.id}`;
  const details = filledDetailsOf(directorate);
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      data-directorate={directorate.provinceId}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}
    >
      <Typography id={headingId} component={`h${headingLevel}`} sx={{ fontSize: '1.125rem', fontWeight: 700, mb: details.length ? 1 : 0 }}>
        {directorate.name}
      </Typography>
      {details.length > 0 && (
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { sm: 'minmax(8rem, 1fr) 3fr' }, columnGap: 2, rowGap: 0.5 }}>
          {details.map((detail) => (
            <Box key={detail.key} sx={{ display: 'contents' }}>
              <Box component="dt" sx={{ fontWeight: 600 }}>
                {t(detail.key)}
              </Box>
              <Box component="dd" sx={{ m: 0 }}>
                <DetailValue detail={detail} />
              </Box>
            </Box>
          ))}
        </Box>
      )}
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

/**
 * The directorate of the application's province (the next steps after submission). Without a
 * province (a region-wide trade name) or without a directorate for it, a pointer to the contact
 * page, which lists them all, rather than four cards on a page about one application.
 */
export function ProvinceDirectorate({ province, headingLevel = 4 }: { province: string | undefined; headingLevel?: 3 | 4 }) {
  const { t } = useTranslation(NS);
  const directorates = useDirectorates(province, province !== undefined);
  const contact = { contact: <Link href={CONTACT_PATH} /> };
  if (province === undefined)
    return (
      <Typography>
        <Trans t={t} i18nKey="anyProvince" components={contact} />
      </Typography>
    );
  if (directorates.isPending) return <Typography role="status">{t('loading')}</Typography>;
  if (directorates.isError) return <Typography role="alert">{t('unavailable')}</Typography>;
  const found = directorates.data[0];
  return found ? (
    <DirectorateCard directorate={found} headingLevel={headingLevel} />
  ) : (
    <Typography>
      <Trans t={t} i18nKey="noneForProvince" components={contact} />
    </Typography>
  );
}
