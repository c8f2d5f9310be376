import { useState } from 'react';
import { Alert, Button } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { Datagrid, FunctionField, List, TextField, TopToolbar, useListContext, useNotify, useTranslate, type RaRecord } from 'react-admin';
import { Link } from 'react-router-dom';
import { request } from '#src/providers/http';
import { ADMIN_API } from '#src/providers/data-provider';
import { errorMessageOf } from '../admin-commands';
import { LocalDateField } from '../admin-ui';
import { resourceOfKind } from '../applications/kinds';
import { DayInput } from '#src/components/DayInput';
import { StaffFilterInput } from '#src/components/StaffFilterInput';
import { registryToday } from '@registry/domain/reference/civil-registry/rules';

const filters = [
  <DayInput key="date" source="date" label="resources.receipts.fields.date" alwaysOn />,
  <StaffFilterInput
    key="cashierId"
    source="cashierId"
    label="resources.receipts.fields.cashierId"
    role="cashier"
    emptyText="resources.receipts.all_cashiers"
    alwaysOn
  />,
];

/** `GET /api/admin/receipts.csv` with the list's filters, saved as a file. */
function ExportButton() {
  const { filterValues } = useListContext();
  const translate = useTranslate();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const date = (filterValues.date as string | undefined) || registryToday();
  const cashierId = filterValues.cashierId as string | undefined;
  const download = async () => {
    setBusy(true);
    try {
      const query = new URLSearchParams({ date, ...(cashierId ? { cashierId } : {}) });
      const blob = (await request<Blob>(`${ADMIN_API}/receipts.csv?${query}`, { raw: true })).json;
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = `receipts-${date}${cashierId ? `-${cashierId}` : ''}.csv`;
      document.body.append(link);
      link.click();
      link.remove();
      URL.revokeObjectURL(url);
      notify('resources.receipts.exported', { type: 'success' });
    } catch (error) {
      notify(errorMessageOf(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="small" startIcon={<DownloadIcon />} onClick={() => void download()} disabled={busy} data-export="receipts">
      {translate('resources.receipts.export')}
    </Button>
  );
}

function Actions() {
  return (
    <TopToolbar>
      <ExportButton />
    </TopToolbar>
  );
}

function Empty() {
  const translate = useTranslate();
  return (
    <Alert severity="info" sx={{ m: 2 }} role="status">
      {translate('resources.receipts.empty')}
    </Alert>
  );
}

/**
 * The receipts cashiers recorded on a day (today by default), of every cashier or one, in the
 * order confirmed; each row links to its application. No amounts: payment is cash (spec §9).
 */
export function ReceiptList() {
  const translate = useTranslate();
  return (
    <>
      <List
        filters={filters}
        filterDefaultValues={{ date: registryToday() }}
        actions={<Actions />}
        perPage={50}
        exporter={false}
        empty={false}
        sort={{ field: 'confirmedAt', order: 'ASC' }}
      >
        <Alert severity="info" sx={{ mx: 2, mt: 1 }}>
          {translate('resources.receipts.cash_only')}
        </Alert>
        <Datagrid bulkActionButtons={false} rowClick={false} empty={<Empty />}>
          <TextField source="receiptNumber" sortable={false} />
          <LocalDateField source="receiptDate" sortable={false} />
          <FunctionField
            source="name"
            sortable={false}
            render={(r: RaRecord) => (
              <Link to={`/${resourceOfKind(String(r.kind))}/${encodeURIComponent(String(r.id))}/show`}>
                <bdi>{r.name ?? r.id}</bdi>
              </Link>
            )}
          />
          <FunctionField
            source="kind"
            sortable={false}
            render={(r: RaRecord) => translate(`admin.kinds.${r.kind}`, { _: String(r.kind) })}
          />
          <TextField source="uen" sortable={false} emptyText="—" />
          <TextField source="cashierName" sortable={false} emptyText="—" />
          <LocalDateField source="confirmedAt" showTime sortable={false} />
        </Datagrid>
      </List>
    </>
  );
}
