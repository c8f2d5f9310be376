import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { ConflictingName } from '#src/components/form/api/check-trade-name-eligibility';
import { NS } from '../i18n';

const STATUS_KEYS = ['registered', 'granted', 'reserved', 'pending', 'legacy'] as const;

function statusKey(name: ConflictingName): string {
  const status = name.source === 'legacy' ? 'legacy' : name.status;
  return (STATUS_KEYS as readonly (string | null | undefined)[]).includes(status) ? `conflictStatus.${status}` : 'conflictStatus.unknown';
}

/** Names with their similarity to the chosen one, their status and where they are protected. */
export function NamesTable({
  caption,
  names,
  districtName,
  formatScore,
}: {
  caption: string;
  names: readonly ConflictingName[];
  districtName: (id: string) => string | undefined;
  formatScore: (score: number) => string;
}) {
  const { t } = useTranslation(NS);
  const where = (name: ConflictingName) => {
    if (name.source === 'legacy' || name.protectionLevel === 'kri_level') return t('where.kri_level');
    return (name.districtId && districtName(name.districtId)) || t('where.district_level');
  };
  return (
    <TableContainer>
      <Table size="small">
        <caption style={{ captionSide: 'top', textAlign: 'start', fontWeight: 700, padding: '8px 0' }}>{caption}</caption>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              {t('columns.name')}
            </TableCell>
            <TableCell component="th" scope="col" sx={{ textAlign: 'end' }}>
              {t('columns.similarity')}
            </TableCell>
            <TableCell component="th" scope="col">
              {t('columns.status')}
            </TableCell>
            <TableCell component="th" scope="col">
              {t('columns.where')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {names.map((name, index) => (
            <TableRow key={`${name.source}-${name.name}-${index}`}>
              <TableCell component="th" scope="row">
                <bdi>{name.name}</bdi>
              </TableCell>
              <TableCell sx={{ textAlign: 'end' }}>{formatScore(name.score)}</TableCell>
              <TableCell>{t(statusKey(name))}</TableCell>
              <TableCell>{where(name)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
