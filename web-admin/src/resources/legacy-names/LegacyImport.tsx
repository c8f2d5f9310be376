import { useId, useRef, useState, type FormEvent } from 'react';
import { Alert, Box, Button, Card, CardContent, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { ListButton, Title, TopToolbar, useNotify, useRefresh, useTranslate } from 'react-admin';
import { errorMessageOf, importLegacyRegister, type LegacyImportReport } from '../admin-commands';
import { useCaseFormat } from '../applications/case-format';

/** The header the import expects (api/src/modules/trade-names/availability/legacy-import.ts). */
export const LEGACY_HEADER = 'legacy_ref,name,district_id,registered_on,owner_name';
/** The API's limit (api/src/modules/admin-directory/receive-csv.guard.ts). */
export const LEGACY_MAX_MB = 5;

function Counts({ report }: { report: LegacyImportReport }) {
  const translate = useTranslate();
  const format = useCaseFormat();
  const rows: Array<[string, number]> = [
    ['rows', report.rows],
    ['inserted', report.inserted],
    ['updated', report.updated],
    ['unchanged', report.unchanged],
    ['refused', report.refused],
  ];
  return (
    <Table size="small" sx={{ maxWidth: 420 }}>
      <TableBody>
        {rows.map(([key, value]) => (
          <TableRow key={key}>
            <TableCell component="th" scope="row">
              {translate(`resources.legacy-names.import.${key}`)}
            </TableCell>
            <TableCell data-count={key}>{format.number(value)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/**
 * The legacy-register import (issue 9, 6): choose the CSV, import it as one explicit command
 * (`POST /api/admin/legacy-names/import`), then read the counts and every refused line with its
 * problems, each naming its field, in the reader's language.
 */
export function LegacyImport() {
  const translate = useTranslate();
  const format = useCaseFormat();
  const notify = useNotify();
  const refresh = useRefresh();
  const input = useRef<HTMLInputElement>(null);
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [report, setReport] = useState<LegacyImportReport | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setFailure(translate('resources.legacy-names.import.none_chosen'));
      input.current?.focus();
      return;
    }
    setBusy(true);
    setFailure(null);
    setReport(null);
    try {
      const result = await importLegacyRegister(file);
      setReport(result);
      // The result replaces the form's place in the reading order: take the reader there.
      setTimeout(() => resultHeading.current?.focus(), 0);
      notify('resources.legacy-names.import.done', { type: 'success' });
      refresh();
    } catch (error) {
      setFailure(errorMessageOf(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 2, mt: 1 }}>
      <Title title={translate('resources.legacy-names.import.title')} />
      <TopToolbar>
        <ListButton label="resources.legacy-names.import.back" />
      </TopToolbar>
      <Card component="section" aria-labelledby="legacy-import-heading">
        <CardContent>
          <Typography id="legacy-import-heading" component="h2" variant="h6" gutterBottom>
            {translate('resources.legacy-names.import.title')}
          </Typography>
          <Typography variant="body2" sx={{ mb: 2 }}>
            {translate('resources.legacy-names.import.intro', { size: LEGACY_MAX_MB })}
          </Typography>
          <Typography variant="body2" component="p">
            {translate('resources.legacy-names.import.header')}:{' '}
            <Box
              component="code"
              lang="en"
              dir="ltr"
              sx={{ fontFamily: 'monospace', bgcolor: 'action.hover', px: 0.5, unicodeBidi: 'isolate' }}
            >
              {LEGACY_HEADER}
            </Box>
          </Typography>
          <Box component="form" onSubmit={submit} noValidate sx={{ mt: 2 }}>
            <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
              <Typography component="label" htmlFor={inputId} variant="subtitle2">
                {translate('resources.legacy-names.import.file')}
              </Typography>
              <input
                ref={input}
                id={inputId}
                name="file"
                type="file"
                accept=".csv,text/csv"
                aria-describedby={`${inputId}-chosen`}
                onChange={(event) => {
                  setFile(event.target.files?.[0] ?? null);
                  setFailure(null);
                }}
              />
              <Typography id={`${inputId}-chosen`} variant="body2" color="text.secondary">
                {file
                  ? translate('resources.legacy-names.import.chosen', { name: file.name })
                  : translate('resources.legacy-names.import.none_chosen')}
              </Typography>
              <Button type="submit" variant="contained" startIcon={<UploadFileIcon />} disabled={busy}>
                {translate(busy ? 'resources.legacy-names.import.working' : 'resources.legacy-names.import.submit')}
              </Button>
            </Stack>
          </Box>
          {failure && (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {failure}
            </Alert>
          )}
        </CardContent>
      </Card>
      {report && (
        <Card component="section" aria-labelledby="legacy-import-result">
          <CardContent>
            <Typography
              id="legacy-import-result"
              ref={resultHeading}
              tabIndex={-1}
              component="h2"
              variant="h6"
              gutterBottom
              sx={{ '&:focus': { outline: 'none' } }}
            >
              {translate('resources.legacy-names.import.result', { file: report.file })}
            </Typography>
            <Counts report={report} />
            {report.rejected.length === 0 ? (
              <Alert severity="success" sx={{ mt: 2 }}>
                {translate('resources.legacy-names.import.all_good')}
              </Alert>
            ) : (
              <>
                <Typography component="h3" variant="subtitle1" sx={{ mt: 2 }}>
                  {translate('resources.legacy-names.import.refused_heading')}
                </Typography>
                <Table size="small">
                  <TableHead>
                    <TableRow>
                      <TableCell component="th" scope="col">
                        {translate('resources.legacy-names.import.line')}
                      </TableCell>
                      <TableCell component="th" scope="col">
                        {translate('resources.legacy-names.import.problems')}
                      </TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {report.rejected.map((r) => (
                      <TableRow key={r.line} data-line={r.line}>
                        <TableCell>{format.number(r.line)}</TableCell>
                        <TableCell>{format.joined(...r.problems.map((p) => p.message))}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </>
            )}
          </CardContent>
        </Card>
      )}
    </Box>
  );
}
