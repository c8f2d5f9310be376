import { styled } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { FOCUS_RING } from '../theme/theme';

/** GOV.UK's skip link: the page's first focusable element, seen only when focused. */
const SkipAnchor = styled('a')(({ theme }) => ({
  position: 'absolute',
  insetInlineStart: theme.spacing(1),
  top: theme.spacing(1),
  zIndex: theme.zIndex.tooltip + 1,
  padding: theme.spacing(1, 2),
  background: FOCUS_RING.outlineColor,
  color: '#0B0C0C',
  fontWeight: 700,
  textDecoration: 'underline',
  transform: 'translateY(-200%)',
  '&:focus, &:focus-visible': { transform: 'none', outline: `3px solid ${FOCUS_RING.outlineColor}`, boxShadow: FOCUS_RING.boxShadow },
}));

export function SkipLink({ targetId }: { targetId: string }) {
  const { t } = useTranslation();
  return (
    <SkipAnchor
      href={`#${targetId}`}
      onClick={(event) => {
        // The hash would become a client route; move focus directly instead.
        event.preventDefault();
        document.getElementById(targetId)?.focus();
      }}
    >
      {t('skipLink')}
    </SkipAnchor>
  );
}
