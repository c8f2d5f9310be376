import PrintIcon from '@mui/icons-material/Print';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  GlobalStyles,
  Link,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '#src/components/format';
import { userMessageOf } from '#src/lib/api';
import { Page } from '#src/components/page';
import { i18n } from '#src/i18n';
import type { Application } from '#src/features/my-application/api/get-application';
import { useContract, type EstablishmentContract } from '#src/features/my-application/api/get-contract';
import { ApplicationLoader } from '../components/application-loader';
import { NS as FORM_NS } from '#src/components/application-form/i18n';
import { NS } from '../i18n';
import { at, isRecord, textAt } from '../utils/details';
import { pagePathOf, type ApplicationKind } from '../utils/kinds';
import { contractDateOf } from '../utils/contract-date';

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
        [`#${CONTRACT_ID}`]: {
          position: 'absolute',
          top: 0,
          left: 0,
          right: 0,
          maxWidth: 'none !important',
          border: 'none !important',
          padding: '0 !important',
          color: '#000 !important',
          background: '#fff !important',
        },
        [`#${CONTRACT_ID} section`]: { breakInside: 'avoid' },
      },
    }}
  />
);

function Article({ number, title, clause, children }: { number: number; title: string; clause: string; children: React.ReactNode }) {
  const k = i18n.getFixedT(CONTRACT_LOCALE, NS);
  return (
    <Box component="section" data-clause={clause} sx={{ mb: 3 }}>
      <Typography component="h3" sx={{ fontSize: '1.1rem', fontWeight: 700, mb: 1 }}>
        {k('contract.article', { number: formatNumber(number, CONTRACT_LOCALE), title })}
      </Typography>
      {children}
    </Box>
  );
}

const Clause = ({ children }: { children?: React.ReactNode }) => (
  <Typography sx={{ whiteSpace: 'pre-line', lineHeight: 1.9 }}>{children || '—'}</Typography>
);

/**
 * The sheet itself: every clause as the API writes it from the record (issue 23 §2), the
 * headings in Kurdish. Nothing here is typed by the applicant but the goals and extra notes.
 */
function ContractSheet({ application, contract }: { application: Application; contract: EstablishmentContract }) {
  // The sheet's Kurdish texts, whatever the page's language: a page brings only its own (waits until they are in).
  useTranslation([NS, FORM_NS], { lng: CONTRACT_LOCALE });
  const k = i18n.getFixedT(CONTRACT_LOCALE, NS);
  const typeLabel = i18n.getFixedT(CONTRACT_LOCALE, FORM_NS);
  const details = application.details ?? {};
  const { clauses, shareholders } = contract;
  const companyType = textAt(at(details, 'company.type'));
  const lawyer = textAt(at(details, 'contract.lawyer_name'));
  // A foreign company's branch is called one throughout, and names its parent (issue 34 §4).
  const branch = !!contract.branch;
  let article = 0;
  return (
    <Box
      id={CONTRACT_ID}
      component="article"
      lang={CONTRACT_LOCALE}
      dir="rtl"
      aria-labelledby="contract-title"
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        p: { xs: 2, md: 5 },
        bgcolor: 'background.paper',
        maxWidth: '50rem',
        textAlign: 'start',
      }}
    >
      <Typography id="contract-title" component="h2" sx={{ fontSize: '1.6rem', fontWeight: 700, textAlign: 'center', mb: 1 }}>
        {k(branch ? 'contract.sheetTitleBranch' : 'contract.sheetTitle')}
      </Typography>
      <Typography sx={{ textAlign: 'center', mb: 4, color: 'text.secondary' }}>
        {k('contract.reference', {
          number: `\u2068${application.reference ?? application.id.slice(0, 8).toUpperCase()}\u2069`,
          date: contractDateOf(application.history, CONTRACT_LOCALE),
        })}
      </Typography>
      <Typography sx={{ mb: 3, lineHeight: 1.9 }}>
        {k('contract.preamble', {
          law: formatNumber(21, CONTRACT_LOCALE),
          year: formatNumber(1997, CONTRACT_LOCALE, { useGrouping: false }),
        })}
      </Typography>

      <Article number={++article} title={k(branch ? 'contract.nameBranch' : 'contract.name')} clause="name">
        <Clause>{clauses.name}</Clause>
        {companyType && (
          <Typography sx={{ mt: 1 }}>
            {k('contract.companyType', {
              type: typeLabel(`options.localCompanyType.${companyType}`, {
                defaultValue: typeLabel(`options.branchCompanyType.${companyType}`, { defaultValue: companyType }),
              }),
            })}
          </Typography>
        )}
      </Article>
      {clauses.parent && (
        <Article number={++article} title={k('contract.parent')} clause="parent">
          <Clause>{clauses.parent}</Clause>
        </Article>
      )}
      <Article number={++article} title={k(branch ? 'contract.addressBranch' : 'contract.address')} clause="address">
        <Clause>{clauses.address}</Clause>
      </Article>
      <Article number={++article} title={k('contract.purpose')} clause="purpose">
        <Clause>{clauses.purpose}</Clause>
        {contract.goals && (
          <Typography data-clause="goals" sx={{ mt: 1, whiteSpace: 'pre-line', lineHeight: 1.9 }}>
            {k('contract.goals')} {contract.goals}
          </Typography>
        )}
      </Article>
      <Article number={++article} title={k('contract.activities')} clause="activities">
        {clauses.activities.length ? (
          <Box component="ol" sx={{ m: 0, paddingInlineStart: 3, listStyleType: 'arabic-indic' }}>
            {clauses.activities.map((activity, index) => (
              <li key={index}>{activity}</li>
            ))}
          </Box>
        ) : (
          <Clause />
        )}
      </Article>
      <Article number={++article} title={k('contract.capital')} clause="capital">
        <Clause>{clauses.capital}</Clause>
      </Article>
      <Article number={++article} title={k('contract.shareholders')} clause="shareholders">
        <Clause>{clauses.shareholders}</Clause>
        {shareholders.length > 0 && (
          <Table size="small" sx={{ mt: 2 }}>
            <caption style={{ captionSide: 'top', textAlign: 'start', fontWeight: 600, padding: '0 0 8px' }}>
              {k('contract.table.caption')}
            </caption>
            <TableHead>
              <TableRow>
                <TableCell component="th" scope="col">
                  {k('contract.table.shareholder')}
                </TableCell>
                <TableCell component="th" scope="col">
                  {k('contract.table.shares')}
                </TableCell>
                <TableCell component="th" scope="col">
                  {k('contract.table.percent')}
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {shareholders.map((s, index) => (
                <TableRow key={index} data-shareholder={index}>
                  <TableCell component="th" scope="row">
                    <bdi>{s.name}</bdi>
                  </TableCell>
                  <TableCell>{s.sharesText}</TableCell>
                  <TableCell>{s.percent}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </Article>
      <Article number={++article} title={k(branch ? 'contract.coordinatorBranch' : 'contract.coordinator')} clause="coordinator">
        <Clause>{clauses.coordinator}</Clause>
      </Article>
      {contract.extraNotes && (
        <Article number={++article} title={k('contract.extraNotes')} clause="extra_notes">
          <Clause>{contract.extraNotes}</Clause>
        </Article>
      )}

      <Box component="section" data-clause="lawyer" sx={{ mt: 4 }}>
        <Typography component="h3" sx={{ fontSize: '1.1rem', fontWeight: 700, mb: 1 }}>
          {k('contract.lawyer')}
        </Typography>
        <Clause>{clauses.lawyer}</Clause>
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
  const contract = useContract(application.id, application.version);
  return (
    <Page title={t('contract.title')} lead={t('contract.lead')}>
      {printStyles}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 3, alignItems: 'center' }}>
        {hasContract && contract.isSuccess && (
          <Button variant="contained" startIcon={<PrintIcon />} onClick={() => window.print()}>
            {t('contract.print')}
          </Button>
        )}
        <Link href={pagePathOf(kind, application.id)}>{t('backToApplication')}</Link>
      </Box>
      {!hasContract ? (
        <Alert severity="info">{t('contract.none')}</Alert>
      ) : contract.isPending ? (
        <Box role="status" sx={{ display: 'flex', gap: 1, alignItems: 'center', py: 4 }}>
          <CircularProgress size={20} aria-hidden />
          <Typography>{t('loading')}</Typography>
        </Box>
      ) : contract.isError ? (
        <Alert severity="error">{userMessageOf(contract.error)}</Alert>
      ) : (
        <ContractSheet application={application} contract={contract.data} />
      )}
    </Page>
  );
}

/**
 * `/my-applications/businesses/{id}/contract`: the establishment contract the API writes from
 * the application's record (spec §1 step 2: print it; issue 23 §2: after a correction it is
 * written again, so it always equals the record), in Kurdish and right to left, printed without
 * the portal around it.
 */
export function ContractPage() {
  const { t } = useTranslation(NS);
  return (
    <ApplicationLoader title={t('contract.title')}>
      {(application, kind) => <ContractContent application={application} kind={kind} />}
    </ApplicationLoader>
  );
}

export default ContractPage;
