import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

/**
 * A thin bar at the top of the window while the next page's code or data loads. A few lines of
 * CSS instead of MUI's LinearProgress, which would weigh on every page for a moment's feedback.
 * In right-to-left languages the RTL emotion cache mirrors the slide, as it does LinearProgress's.
 */
export function NavigationProgress({ label }: { label: string }) {
  return (
    <Box
      role="progressbar"
      aria-label={label}
      sx={{ position: 'fixed', top: 0, insetInline: 0, height: 4, zIndex: 'appBar', overflow: 'hidden', bgcolor: 'action.selected' }}
    >
      <Box
        sx={{
          width: '40%',
          height: '100%',
          bgcolor: 'secondary.main',
          animation: `${slide} 1.1s ease-in-out infinite`,
          '@media (prefers-reduced-motion: reduce)': { animation: 'none', width: '100%', opacity: 0.6 },
        }}
      />
    </Box>
  );
}
