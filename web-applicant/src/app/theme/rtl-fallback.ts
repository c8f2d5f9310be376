import type { Components, Theme } from '@mui/material/styles';

/**
 * Right-to-left corrections for MUI components, written because `stylis-plugin-rtl` is not
 * installed. MUI styles its components with physical properties (margin-left, right: 7px,
 * translate(14px, …)); that plugin would mirror all of them in the emotion cache. Without it,
 * `theme.direction` flips only what MUI computes in JavaScript (Drawer anchors, Slider, Tabs,
 * pagination arrows), so the components an applicant meets are mirrored here by hand.
 *
 * Delete this file (and its use in theme.ts) once the plugin is installed: with the plugin in
 * place these overrides would be flipped a second time.
 */
export function rtlFallbackComponents(): Components<Omit<Theme, 'components'>> {
  const byVariant = (variant: unknown, outlined: number, filled: number) => (variant === 'outlined' ? outlined : variant === 'filled' ? filled : 0);
  return {
    MuiButton: {
      styleOverrides: {
        startIcon: { marginLeft: 8, marginRight: -4 },
        endIcon: { marginLeft: -4, marginRight: 8 },
      },
    },
    MuiIconButton: {
      styleOverrides: {
        edgeStart: ({ ownerState }) => ({ marginLeft: 0, marginRight: ownerState.size === 'small' ? -3 : -12 }),
        edgeEnd: ({ ownerState }) => ({ marginRight: 0, marginLeft: ownerState.size === 'small' ? -3 : -12 }),
      },
    },
    MuiDrawer: {
      styleOverrides: {
        // MUI already slides an anchor="left" drawer in from the right in RTL; its paper must sit there too.
        paper: ({ ownerState, theme }) => {
          const border = ownerState.variant === 'temporary' ? undefined : `1px solid ${theme.palette.divider}`;
          if (ownerState.anchor === 'left') return { left: 'auto', right: 0, ...(border ? { borderRight: 0, borderLeft: border } : {}) };
          if (ownerState.anchor === 'right') return { right: 'auto', left: 0, ...(border ? { borderLeft: 0, borderRight: border } : {}) };
          return {};
        },
      },
    },
    // MUI aligns helper texts left; a radio question's hint is as wide as the form.
    MuiFormHelperText: { styleOverrides: { root: { textAlign: 'right' } } },
    MuiAlert: {
      styleOverrides: {
        icon: { marginRight: 0, marginLeft: 12 },
        action: { padding: '4px 16px 0 0', marginLeft: -8, marginRight: 'auto' },
      },
    },
    MuiInputLabel: {
      styleOverrides: {
        // MUI places the label with `left: 0` and `translate(+inset)`. Anchoring it `inset × 2`
        // from the right makes the same translation land it `inset` from the right edge.
        root: ({ ownerState }) => ({
          transformOrigin: 'top right',
          ...(ownerState.formControl ? { left: 'auto', right: 2 * byVariant(ownerState.variant, 14, 12) } : {}),
        }),
      },
    },
    MuiOutlinedInput: {
      styleOverrides: {
        // The notch in the border opens where the legend sits, i.e. under the label.
        notchedOutline: { textAlign: 'right' },
        root: ({ ownerState }) => ({
          ...(ownerState.startAdornment && { paddingLeft: 0, paddingRight: 14 }),
          ...(ownerState.endAdornment && { paddingRight: 0, paddingLeft: 'var(--_trailingPad)' }),
        }),
      },
    },
    MuiFilledInput: {
      styleOverrides: {
        root: ({ ownerState }) => ({
          ...(ownerState.startAdornment && { paddingLeft: 0, paddingRight: 12 }),
          ...(ownerState.endAdornment && { paddingRight: 0, paddingLeft: 'var(--_trailingPad)' }),
        }),
      },
    },
    MuiSelect: {
      styleOverrides: {
        icon: ({ ownerState }) => ({ right: 'auto', left: byVariant(ownerState.variant, 7, 7) }),
        select: ({ ownerState }) => ({
          '&&&': {
            paddingRight: byVariant(ownerState.variant, 14, 12),
            paddingLeft: `calc(var(--_caret, ${ownerState.variant === 'outlined' || ownerState.variant === 'filled' ? 32 : 24}px) + var(--_endAdornment, 0px))`,
          },
        }),
      },
    },
    MuiInputAdornment: {
      styleOverrides: {
        positionStart: { marginRight: 0, marginLeft: 8 },
        positionEnd: { marginLeft: 0, marginRight: 8 },
      },
    },
    MuiFormControlLabel: {
      styleOverrides: {
        root: ({ ownerState }) =>
          ownerState.labelPlacement === 'start'
            ? { marginLeft: -11, marginRight: 16 }
            : ownerState.labelPlacement === 'top' || ownerState.labelPlacement === 'bottom'
              ? { marginLeft: 0, marginRight: 16 }
              : { marginLeft: 16, marginRight: -11 },
      },
    },
    MuiTableCell: {
      styleOverrides: {
        root: { textAlign: 'right' },
        alignLeft: { textAlign: 'right' },
        alignRight: { textAlign: 'left' },
      },
    },
    MuiTablePagination: {
      styleOverrides: {
        actions: { marginLeft: 0, marginRight: 20 },
        input: { marginRight: 8, marginLeft: 32 },
      },
    },
    MuiStepLabel: {
      styleOverrides: {
        iconContainer: { paddingRight: 0, paddingLeft: 8 },
      },
    },
    MuiStepConnector: {
      styleOverrides: {
        vertical: { marginLeft: 0, marginRight: 12 },
        line: ({ ownerState }) => (ownerState.orientation === 'vertical' ? { borderLeftWidth: 0, borderRightStyle: 'solid', borderRightWidth: 1 } : {}),
        alternativeLabel: { left: 'calc(50% + 20px)', right: 'calc(-50% + 20px)' },
      },
    },
    MuiStepContent: {
      styleOverrides: {
        root: ({ theme }) => ({
          marginLeft: 0,
          marginRight: 12,
          paddingLeft: 8,
          paddingRight: 20,
          borderLeft: 'none',
          borderRight: `1px solid ${theme.palette.mode === 'light' ? theme.palette.grey[400] : theme.palette.grey[600]}`,
        }),
        last: { borderRight: 'none' },
      },
    },
    MuiChip: {
      styleOverrides: {
        avatar: { marginLeft: -6, marginRight: 5 },
        icon: { marginLeft: -6, marginRight: 5 },
        deleteIcon: { margin: '0 -6px 0 5px' },
      },
    },
    MuiDialogActions: {
      styleOverrides: {
        spacing: { '& > :not(style) ~ :not(style)': { marginLeft: 0, marginRight: 8 } },
      },
    },
    MuiCardActions: {
      styleOverrides: {
        spacing: { '& > :not(style) ~ :not(style)': { marginLeft: 0, marginRight: 8 } },
      },
    },
    MuiListItem: {
      styleOverrides: {
        root: { textAlign: 'right' },
        secondaryAction: { paddingRight: 16, paddingLeft: 48 },
      },
    },
    MuiListItemButton: {
      styleOverrides: { root: { textAlign: 'right' } },
    },
    MuiListItemSecondaryAction: {
      styleOverrides: { root: { right: 'auto', left: 16 } },
    },
    MuiAutocomplete: {
      styleOverrides: {
        // MUI places the buttons with a more specific `right: 9px` rule: only !important wins over it here.
        endAdornment: { right: 'auto !important', left: '9px !important' },
        inputRoot: ({ ownerState }) => {
          const icons = (ownerState.hasPopupIcon ? 1 : 0) + (ownerState.hasClearIcon ? 1 : 0);
          return icons === 0 ? {} : { '&&': { paddingRight: 9, paddingLeft: 26 * icons + 4 + 9 } };
        },
      },
    },
  };
}
