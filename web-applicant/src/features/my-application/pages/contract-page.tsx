import PrintIcon from '@mui/icons-material/Print';
import { Alert, Box, Button, GlobalStyles, Link, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney, formatNumber, formatPercent } from '../../../components/format';
import { Page } from '../../../components/page';
import { i18n } from '../../../i18n';
import type { Application } from '../api/get-application';
import { ApplicationLoader } from '../components/application-loader';
import { NS as FORM_NS } from '../../../components/application-form/i18n';
import { NS } from '../i18n';
import { at, isRecord, textAt, type Details } from '../utils/details';
import { pagePathOf, type ApplicationKind } from '../utils/kinds';

/** The contract is written in Kurdish letters (spec §2), whatever language the portal shows. */
const CONTRACT_LOCALE = 'ckb';
const CONTRACT_ID = 'establishment-contract';

/**
 * On paper only the contract: everything else on the page is hidden, the sheet fills the page
 * (A4, the margins of the registry's forms), black on white, and no article is split.
 */
const printStyles = (
  <GlobalStyles
    styles={{
      '@media print': {
        '@page': { size: 'A4', margin: '18mm 16mm' },
        'body *': { visibility: 'hidden' },
        [`#${CONTRACT_ID}, #${CONTRACT_ID} *`]: { visibility: 'visible' },
        [`#${CONTRACT_ID}`]: { position: 'absolute', top: 0, left: 0, right: 0, maxWidth: 'none !important', border: 'none !important', padding: '0 !important', color: '#000 !important', background: '#fff !important' },
        [`#${CONTRACT_ID} section`]: { breakInside: 'avoid' },
      },
    }}
  />
);

interface Shareholder {
  name: string;
  shares: number;
}

function shareholdersOf(details: Details): Shareholder[] {
  const list = Array.isArray(details.shareholders) ? details.shareholders : [];
  return list.filter(isRecord).map((s) => ({
    name: textAt(s.full_name) ?? textAt(s.company_name) ?? textAt(s.registered_company_name) ?? textAt(s.entity_name) ?? textAt(s.upn) ?? '—',
    shares: typeof s.number_of_shares === 'number' ? s.number_of_shares : 0,
  }));
}

function Article({ number, title, children }: { number: number; title: string; children: React.ReactNode }) {
  const k = i18n.getFixedT(CONTRACT_LOCALE, NS);
  return (
    <Box component="section" sx={{ mb: 3 }}>
      <Typography component="h3" sx={{ fontSize: '1.1rem', fontWeight: 700, mb: 1 }}>
        {k('contract.article', { number: formatNumber(number, CONTRACT_LOCALE), title })}
      </Typography>
      {children}
    </Box>
  );
}

const Clause = ({ children }: { children?: React.ReactNode }) => <Typography sx={{ whiteSpace: 'pre-line', lineHeight: 1.9 }}>{children || '—'}</Typography>;

/** The sheet itself: every text from the application, the headings in Kurdish. */
function ContractSheet({ application }: { application: Application }) {
  const k = i18n.getFixedT(CONTRACT_LOCALE, NS);
  const typeLabel = i18n.getFixedT(CONTRACT_LOCALE, FORM_NS);
  const details = application.details ?? {};
  const clauses = at(details, 'contract.clauses');
  const clause = (key: string) => textAt(at(clauses, key));
  const activities = (Array.isArray(at(clauses, 'activities')) ? (at(clauses, 'activities') as unknown[]) : []).map(textAt).filter(Boolean) as string[];
  const capital = at(details, 'company.capital_in_number');
  const companyType = textAt(at(details, 'company.type'));
  const shareholders = shareholdersOf(details);
  const totalShares = shareholders.reduce((sum, s) => sum + s.shares, 0);
  const submittedAt = application.history.find((entry) => entry.event === 'submit')?.at;
  const lawyer = textAt(at(details, 'contract.lawyer_name'));
  let article = 0;
  return (
    <Box
      id={CONTRACT_ID}
      component="article"
      lang={CONTRACT_LOCALE}
      dir="rtl"
      aria-labelledby="contract-title"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: { xs: 2, md: 5 }, bgcolor: 'background.paper', maxWidth: '50rem', textAlign: 'start' }}
    >
      <Typography id="contract-title" component="h2" sx={{ fontSize: '1.6rem', fontWeight: 700, textAlign: 'center', mb: 1 }}>
        {k('contract.sheetTitle')}
      </Typography>
      <Typography sx={{ textAlign: 'center', mb: 1, fontWeight: 600 }}>
        <bdi>{clause('name') ?? textAt(at(details, 'trade_name.name')) ?? '—'}</bdi>
      </Typography>
      <Typography sx={{ textAlign: 'center', mb: 4, color: 'text.secondary' }}>
        {k('contract.reference', { number: application.id.slice(0, 8).toUpperCase(), date: submittedAt ? formatDate(submittedAt, CONTRACT_LOCALE) : '—' })}
      </Typography>
      <Typography sx={{ mb: 3, lineHeight: 1.9 }}>{k('contract.preamble', { law: formatNumber(21, CONTRACT_LOCALE), year: formatNumber(1997, CONTRACT_LOCALE, { useGrouping: false }) })}</Typography>

      <Article number={++article} title={k('contract.name')}>
        <Clause>{clause('name')}</Clause>
        {companyType && <Typography sx={{ mt: 1 }}>{k('contract.companyType', { type: typeLabel(`options.localCompanyType.${companyType}`, { defaultValue: typeLabel(`options.branchCompanyType.${companyType}`, { defaultValue: companyType }) }) })}</Typography>}
      </Article>
      <Article number={++article} title={k('contract.address')}>
        <Clause>{clause('address')}</Clause>
      </Article>
      <Article number={++article} title={k('contract.purpose')}>
        <Clause>{clause('purpose')}</Clause>
        {textAt(at(details, 'contract.goals')) && (
          <Typography sx={{ mt: 1, whiteSpace: 'pre-line', lineHeight: 1.9 }}>
            {k('contract.goals')} {textAt(at(details, 'contract.goals'))}
          </Typography>
        )}
      </Article>
      <Article number={++article} title={k('contract.activities')}>
        {activities.length ? (
          <Box component="ol" sx={{ m: 0, paddingInlineStart: 3, listStyleType: 'arabic-indic' }}>
            {activities.map((activity, index) => (
              <li key={index}>{activity}</li>
            ))}
          </Box>
        ) : (
          <Clause />
        )}
      </Article>
      <Article number={++article} title={k('contract.capital')}>
        <Clause>{clause('capital')}</Clause>
        {typeof capital === 'number' && (
          <Typography sx={{ mt: 1 }}>
            {k('contract.capitalAmount', { amount: formatMoney(capital, CONTRACT_LOCALE), shares: formatNumber(capital, CONTRACT_LOCALE) })}
          </Typography>
        )}
      </Article>
      <Article number={++article} title={k('contract.shareholders')}>
        <Clause>{clause('shareholders')}</Clause>
        {shareholders.length > 0 && (
          <Table size="small" sx={{ mt: 2 }}>
            <caption style={{ captionSide: 'top', textAlign: 'start', fontWeight: 600, padding: '0 0 8px' }}>{k('contract.table.caption')}</caption>
            <TableHead>
              <TableRow>
                <TableCell component="th" scope="col">{k('contract.table.shareholder')}</TableCell>
                <TableCell component="th" scope="col">{k('contract.table.shares')}</TableCell>
                <TableCell component="th" scope="col">{k('contract.table.percent')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {shareholders.map((s, index) => (
                <TableRow key={index}>
                  <TableCell component="th" scope="row">
                    <bdi>{s.name}</bdi>
                  </TableCell>
                  <TableCell>{formatNumber(s.shares, CONTRACT_LOCALE)}</TableCell>
                  <TableCell>{totalShares ? formatPercent((s.shares * 100) / totalShares, CONTRACT_LOCALE) : '—'}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </Article>
      <Article number={++article} title={k('contract.coordinator')}>
        <Clause>{clause('coordinator')}</Clause>
      </Article>
      {textAt(at(details, 'contract.extra_notes')) && (
        <Article number={++article} title={k('contract.extraNotes')}>
          <Clause>{textAt(at(details, 'contract.extra_notes'))}</Clause>
        </Article>
      )}

      <Box component="section" sx={{ mt: 4 }}>
        <Typography component="h3" sx={{ fontSize: '1.1rem', fontWeight: 700, mb: 1 }}>
          {k('contract.lawyer')}
        </Typography>
        <Typography>
          <bdi>{lawyer ?? '—'}</bdi>
        </Typography>
        {textAt(at(details, 'contract.lawyer_phone')) && (
          <Typography>
            {k('contract.phone')} <bdi dir="ltr">{textAt(at(details, 'contract.lawyer_phone'))}</bdi>
          </Typography>
        )}
        {textAt(at(details, 'contract.lawyer_email')) && (
          <Typography>
            {k('contract.email')} <bdi dir="ltr">{textAt(at(details, 'contract.lawyer_email'))}</bdi>
          </Typography>
        )}
      </Box>

      <Box component="section" sx={{ mt: 5 }}>
        <Typography component="h3" sx={{ fontSize: '1.1rem', fontWeight: 700, mb: 2 }}>
          {k('contract.signatures')}
        </Typography>
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))', gap: 4 }}>
          {[...shareholders.map((s) => s.name), ...(lawyer ? [lawyer] : [])].map((name, index) => (
            <Box key={index} sx={{ pt: 5, borderTop: 0 }}>
              <Box aria-hidden sx={{ borderBottom: '1px solid', borderColor: 'text.primary', mb: 1, height: 1 }} />
              <Typography>
                <bdi>{name}</bdi>
              </Typography>
            </Box>
          ))}
        </Box>
      </Box>
    </Box>
  );
}

function ContractContent({ application, kind }: { application: Application; kind: ApplicationKind }) {
  const { t } = useTranslation(NS);
  const hasContract = isRecord(at(application.details, 'contract'));
  return (
    <Page title={t('contract.title')} lead={t('contract.lead')}>
      {printStyles}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 3, alignItems: 'center' }}>
        {hasContract && (
          <Button variant="contained" startIcon={<PrintIcon />} onClick={() => window.print()}>
            {t('contract.print')}
          </Button>
        )}
        <Link href={pagePathOf(kind, application.id)}>{t('backToApplication')}</Link>
      </Box>
      {hasContract ? <ContractSheet application={application} /> : <Alert severity="info">{t('contract.none')}</Alert>}
    </Page>
  );
}

/**
 * `/my-applications/businesses/{id}/contract`: the establishment contract filled from the
 * application (spec §1 step 2: print it), in Kurdish and right to left, printed without the
 * portal around it.
 */
export function ContractPage() {
  const { t } = useTranslation(NS);
  return <ApplicationLoader title={t('contract.title')}>{(application, kind) => <ContractContent application={application} kind={kind} />}</ApplicationLoader>;
}

export default ContractPage;
