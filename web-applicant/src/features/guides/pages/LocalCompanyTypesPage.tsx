import { Box, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { BulletList } from '../components/BulletList';
import { GuidePage } from '../components/GuidePage';
import { PageLink, RelatedLinks } from '../components/Links';
import { Paragraph, Section } from '../components/Section';
import { CAPITAL_ROWS, COMPANY_TYPE_GROUPS, GUIDE_PATHS, OTHER_PATHS, type CompanyTypeGroup } from '../constants';
import { formatNumber } from '#src/components/format';
import { useGuides } from '../useGuides';

const GROUPS = Object.keys(COMPANY_TYPE_GROUPS) as CompanyTypeGroup[];

/** /guidelines/local-company-types: the eleven company types (spec §3) and the minimum capital. */
export default function LocalCompanyTypesPage() {
  const { t, list, lng } = useGuides();
  const typeName = (type: string) => t(`companyTypes.types.${type}.name`);

  return (
    <GuidePage title={t('companyTypes.title')} lead={t('companyTypes.lead')}>
      <Section heading={t('companyTypes.typesHeading')}>
        {GROUPS.map((group) => (
          <Section key={group} heading={t(`companyTypes.groups.${group}`)} level={3}>
            <Box component="dl" sx={{ margin: 0, display: 'grid', gap: 1.5 }}>
              {COMPANY_TYPE_GROUPS[group].map((type) => (
                <div key={type}>
                  <Typography component="dt" sx={{ fontWeight: 700 }}>
                    {typeName(type)}
                  </Typography>
                  <Typography component="dd" sx={{ margin: 0 }}>
                    {t(`companyTypes.types.${type}.description`)}
                  </Typography>
                </div>
              ))}
            </Box>
            {group === 'branches' && (
              <Paragraph>
                <PageLink to={GUIDE_PATHS.foreignCompany}>{t('common.foreignGuideLink')}</PageLink>
              </Paragraph>
            )}
          </Section>
        ))}
      </Section>

      <Section heading={t('companyTypes.projectsHeading')}>
        <BulletList items={list('companyTypes.projects')} />
      </Section>

      <Section heading={t('companyTypes.capitalHeading')}>
        <Paragraph>{t('companyTypes.capitalIntro')}</Paragraph>
        <TableContainer sx={{ overflowX: 'auto' }}>
          <Table size="small" sx={{ '& caption': { captionSide: 'top', paddingInline: 0, fontWeight: 700 } }}>
            <caption>{t('companyTypes.capitalCaption')}</caption>
            <TableHead>
              <TableRow>
                <TableCell sx={{ textAlign: 'start' }}>{t('companyTypes.colTypes')}</TableCell>
                <TableCell sx={{ textAlign: 'end' }}>{t('companyTypes.colMinimum')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {CAPITAL_ROWS.map((row) => (
                <TableRow key={row.label}>
                  <TableCell component="th" scope="row" sx={{ textAlign: 'start' }}>
                    <Typography component="span" sx={{ display: 'block', fontWeight: 700 }}>
                      {t(`companyTypes.${row.label}`)}
                    </Typography>
                    <Typography component="span" variant="body2" sx={{ display: 'block', color: 'text.secondary' }}>
                      {row.types.map(typeName).join(t('common.listSeparator'))}
                    </Typography>
                  </TableCell>
                  <TableCell sx={{ textAlign: 'end', whiteSpace: 'nowrap', verticalAlign: 'top' }}>
                    {t('common.amount', { amount: formatNumber(row.minimum, lng) })}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
        <BulletList items={list('companyTypes.capitalNotes')} />
      </Section>

      <Paragraph>{t('common.summaryNote')}</Paragraph>

      <RelatedLinks
        links={[
          { to: GUIDE_PATHS.localCompany, label: t('common.localGuideLink') },
          { to: GUIDE_PATHS.foreignCompany, label: t('common.foreignGuideLink') },
          { to: OTHER_PATHS.registerBusiness, label: t('common.startCompanyLink') },
        ]}
      />
    </GuidePage>
  );
}
