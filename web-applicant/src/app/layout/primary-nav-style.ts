import type { SxProps, Theme } from '@mui/material/styles';

/** The desktop navigation's items: a bar under the current section, not colour alone. */
export const navButtonSx: SxProps<Theme> = {
  color: 'text.primary',
  fontWeight: 500,
  borderRadius: 0,
  px: 1.5,
  py: 1.25,
  borderBottom: '3px solid transparent',
  whiteSpace: 'nowrap',
  '&:hover': { borderBottomColor: 'divider', bgcolor: 'action.hover' },
  '&.active': { borderBottomColor: 'primary.main', fontWeight: 700, color: 'primary.main' },
};
