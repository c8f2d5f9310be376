import { Link } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useFormat } from '#src/components/format';
import { usePlaceNames } from '#src/features/registers/api/use-place-names';
import type { PublicBusiness } from '#src/features/registers/api/schemas';
import { NS } from '../i18n';
import type { Column } from './data-table';
import { labelOf } from './labels';
import { StatusChip } from './status-chip';

/**
 * The columns of a list of businesses (the register, the gazette): the name linked to the
 * company's page, UEN, company type, place, the registration date under `dateHeader`, status.
 */
export function useBusinessColumns(dateHeader: 'columns.registeredAt' | 'columns.publishedAt'): Column<PublicBusiness>[] {
  const { t } = useTranslation(NS);
  const format = useFormat();
  const places = usePlaceNames();
  return [
    {
      key: 'name',
      header: t('columns.name'),
      rowHeader: true,
      cell: (row) => (
        <Link href={`/businesses/${row.id}`}>
          <bdi>{row.name}</bdi>
        </Link>
      ),
    },
    { key: 'uen', header: t('columns.uen'), cell: (row) => <bdi>{row.uen}</bdi> },
    { key: 'type', header: t('columns.companyType'), cell: (row) => labelOf(t, 'companyTypes', row.companyType) },
    { key: 'place', header: t('columns.place'), cell: (row) => places.of(row) ?? t('place.kri') },
    { key: 'date', header: t(dateHeader), cell: (row) => format.date(row.registeredAt) },
    { key: 'status', header: t('columns.status'), cell: (row) => <StatusChip status={row.status} /> },
  ];
}
