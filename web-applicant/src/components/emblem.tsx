import Box, { type BoxProps } from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';

/** The sun of the Kurdistan flag has 21 rays. */
const RAYS = 21;
const CENTRE = 50;

function rayPath(): string {
  const inner = 22;
  const outer = 40;
  const halfWidth = Math.PI / RAYS / 1.6;
  let path = '';
  for (let ray = 0; ray < RAYS; ray++) {
    const angle = (2 * Math.PI * ray) / RAYS - Math.PI / 2;
    const point = (radius: number, a: number) =>
      `${(CENTRE + radius * Math.cos(a)).toFixed(2)} ${(CENTRE + radius * Math.sin(a)).toFixed(2)}`;
    path += `M${point(inner, angle - halfWidth)}L${point(outer, angle)}L${point(inner, angle + halfWidth)}Z`;
  }
  return path;
}

const RAY_PATH = rayPath();

const turn = keyframes`
  from { transform: rotate(0deg); }
  to { transform: rotate(360deg); }
`;
const glow = keyframes`
  0%, 100% { transform: scale(1); opacity: 1; }
  50% { transform: scale(1.08); opacity: 0.85; }
`;
const rise = keyframes`
  from { transform: scale(0.6); opacity: 0; }
  to { transform: scale(1); opacity: 1; }
`;

interface EmblemProps extends Omit<BoxProps<'svg'>, 'children'> {
  size?: number | string;
  /** The splash's slow turn and glow; stilled for visitors who ask their system to reduce motion. */
  animated?: boolean;
}

/**
 * The portal's emblem: the golden 21-rayed sun of the Kurdistan Region on a purple disc.
 * Decorative (aria-hidden): the name of the government always stands next to it as text.
 */
export function Emblem({ size = 40, animated = false, sx, ...props }: EmblemProps) {
  const motion = animated
    ? {
        animation: `${rise} 600ms ease-out both`,
        '& .emblem-rays': { transformOrigin: '50px 50px', animation: `${turn} 24s linear infinite` },
        '& .emblem-disc': { transformOrigin: '50px 50px', animation: `${glow} 2.4s ease-in-out infinite` },
        '@media (prefers-reduced-motion: reduce)': {
          animation: 'none',
          '& .emblem-rays, & .emblem-disc': { animation: 'none' },
        },
      }
    : {};
  return (
    <Box
      component="svg"
      viewBox="0 0 100 100"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      sx={[{ display: 'block', flexShrink: 0 }, motion, ...(Array.isArray(sx) ? sx : [sx])]}
      {...props}
    >
      <circle cx={CENTRE} cy={CENTRE} r={48} fill="#4A148C" stroke="#FFFFFF" strokeWidth={2.5} />
      <path className="emblem-rays" d={RAY_PATH} fill="#FDB913" />
      <circle className="emblem-disc" cx={CENTRE} cy={CENTRE} r={17} fill="#FDB913" />
    </Box>
  );
}
