import { Box } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n';

/**
 * The reviewer's comment on one field, shown beside it (inside the field's hint, so that a screen
 * reader reads it with the field), marked so that it stands apart from the hint.
 */
export function ReviewerComment({ comment }: { comment: string }) {
  const { t } = useTranslation(NS);
  return (
    <Box
      component="span"
      data-reviewer-comment=""
      sx={{
        display: 'block',
        mt: 0.5,
        px: 1,
        py: 0.5,
        borderInlineStart: '4px solid',
        borderColor: 'warning.main',
        bgcolor: 'action.hover',
        color: 'text.primary',
      }}
    >
      <Box component="span" sx={{ fontWeight: 700 }}>
        {t('correct.commentLabel')}
      </Box>{' '}
      <bdi>{comment}</bdi>
    </Box>
  );
}
