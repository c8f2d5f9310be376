import { useTranslation } from 'react-i18next';
import { NotFoundMessage, type NotFoundTexts } from '#src/components/not-found';
import { ERRORS_NS } from './i18n';

/** Spec §8: 404, "the page you are looking for isn't here", with a go-back action. */
export function NotFoundPage() {
  const { t } = useTranslation(ERRORS_NS);
  return <NotFoundMessage texts={t('notFound', { returnObjects: true }) as NotFoundTexts} />;
}
