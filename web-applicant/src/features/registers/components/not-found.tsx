import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { NotFoundMessage, type NotFoundTexts } from '#src/components/not-found';
import { NS } from '../i18n';

/**
 * The shell's 404 experience (spec §8) inside a register page, for an entry that does not exist
 * or is not public, with the way to the register's list.
 */
export function RegisterNotFound({ backHref, backLabel }: { backHref: string; backLabel: string }) {
  const { t } = useTranslation(NS);
  return (
    <NotFoundMessage texts={t('notFound', { returnObjects: true }) as NotFoundTexts}>
      <Link href={backHref}>{backLabel}</Link>
    </NotFoundMessage>
  );
}
