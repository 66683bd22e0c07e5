/**
 * Studio-style product shots drawn as SVG and rendered to JPEG with sharp, so a fresh store
 * has real-looking images without downloading anything. Each kind of item has a silhouette;
 * the fabric colour, pattern, backdrop and framing vary by product and view.
 */

export type ArtKind =
  | 'jacket'
  | 'shirt'
  | 'kurta'
  | 'dress'
  | 'gown'
  | 'saree'
  | 'top'
  | 'watch'
  | 'bag'
  | 'jewellery'
  | 'sunglasses'
  | 'footwear';

export interface ArtSpec {
  kind: ArtKind;
  fabric: string;
  trim: string;
  backdrop: [string, string];
  pattern: 'plain' | 'stripes' | 'motifs' | 'brocade';
  /** 0: front, 1: close detail, 2: three-quarter, 3: mirrored back */
  view: number;
}

/** The drawings' own coordinates: 800 by 1000 units, whatever size the JPEG is made at. */
const UNITS_WIDE = 800;
const UNITS_HIGH = 1000;
/** The JPEG's size: large enough for the product zoom's 1800 px variant (IMAGE_WIDTHS). */
export const ART_WIDTH = 1800;
export const ART_HEIGHT = (ART_WIDTH * UNITS_HIGH) / UNITS_WIDE;

/**
 * A garment's body: the weave, then the side shading over it. Two fills, not one pattern holding
 * both: librsvg redraws such a nested, canvas-sized pattern for every fill at the output's scale,
 * which made the close-up view cost 6x the others and a large render minutes.
 */
const body = (d: string) => `<path d="${d}" fill="url(#weave)"/><path d="${d}" fill="url(#shade)"/>`;

const SILHOUETTES: Record<ArtKind, (s: ArtSpec) => string> = {
  jacket: (s) => `
    ${body('M290 210 L360 180 Q400 230 440 180 L510 210 L600 300 L640 640 L575 655 L545 390 L540 800 L260 800 L255 390 L225 655 L160 640 L200 300 Z')}
    <path d="M360 180 L400 330 L440 180 L470 195 L400 470 L330 195 Z" fill="${s.trim}" opacity="0.9"/>
    <path d="M400 330 L400 800" stroke="rgba(0,0,0,0.25)" stroke-width="3"/>
    <circle cx="400" cy="520" r="9" fill="${s.trim}"/><circle cx="400" cy="600" r="9" fill="${s.trim}"/>
    <path d="M300 560 L360 560" stroke="rgba(0,0,0,0.2)" stroke-width="4"/>`,
  shirt: (s) => `
    ${body('M300 200 L365 185 Q400 215 435 185 L500 200 L610 290 L575 380 L520 340 L525 780 L275 780 L280 340 L225 380 L190 290 Z')}
    <path d="M365 185 L400 250 L435 185 L420 175 L400 205 L380 175 Z" fill="${s.trim}"/>
    <path d="M400 250 L400 780" stroke="rgba(0,0,0,0.18)" stroke-width="3"/>
    ${[300, 380, 460, 540, 620, 700].map((y) => `<circle cx="412" cy="${y}" r="6" fill="${s.trim}"/>`).join('')}`,
  kurta: (s) => `
    ${body('M305 200 L370 185 Q400 210 430 185 L495 200 L600 300 L575 560 L530 550 L525 380 L560 860 L240 860 L275 380 L270 550 L225 560 L200 300 Z')}
    <path d="M370 185 L400 320 L430 185" fill="none" stroke="${s.trim}" stroke-width="10"/>
    <path d="M240 860 L560 860 L555 830 L245 830 Z" fill="${s.trim}"/>`,
  dress: (s) => `
    ${body('M340 190 L370 180 Q400 230 430 180 L460 190 L470 330 Q480 380 455 420 L600 850 L200 850 L345 420 Q320 380 330 330 Z')}
    <path d="M345 420 Q400 440 455 420 L460 440 Q400 462 340 440 Z" fill="${s.trim}"/>`,
  gown: (s) => `
    ${body('M345 180 L372 172 Q400 215 428 172 L455 180 L465 330 Q470 370 450 400 Q560 560 680 880 Q400 930 120 880 Q240 560 350 400 Q330 370 335 330 Z')}
    <path d="M350 400 Q400 420 450 400" fill="none" stroke="${s.trim}" stroke-width="12"/>
    <path d="M120 880 Q400 930 680 880 L684 900 Q400 952 116 900 Z" fill="${s.trim}"/>`,
  saree: (s) => `
    ${body('M330 190 L380 178 L420 178 L470 190 L480 400 L560 880 L240 880 L320 400 Z')}
    <path d="M470 190 L330 520 L300 880 L250 880 L285 500 L430 185 Z" fill="${s.trim}" opacity="0.85"/>
    <path d="M240 880 L560 880 L556 850 L244 850 Z" fill="${s.trim}"/>`,
  top: (s) => `
    ${body('M310 230 L370 215 Q400 250 430 215 L490 230 L560 300 L530 350 L500 330 L505 620 L295 620 L300 330 L270 350 L240 300 Z')}
    <path d="M295 600 L505 600 L505 620 L295 620 Z" fill="${s.trim}"/>`,
  watch: (s) => `
    <rect x="350" y="140" width="100" height="240" rx="20" fill="${s.fabric}"/>
    <rect x="350" y="620" width="100" height="240" rx="20" fill="${s.fabric}"/>
    <circle cx="400" cy="500" r="150" fill="${s.trim}"/>
    <circle cx="400" cy="500" r="128" fill="#fbfaf7"/>
    ${Array.from({ length: 12 }, (_, i) => {
      const a = (i * Math.PI) / 6;
      return `<line x1="${400 + 112 * Math.sin(a)}" y1="${500 - 112 * Math.cos(a)}" x2="${400 + 98 * Math.sin(a)}" y2="${500 - 98 * Math.cos(a)}" stroke="#222" stroke-width="5"/>`;
    }).join('')}
    <line x1="400" y1="500" x2="400" y2="410" stroke="#222" stroke-width="7" stroke-linecap="round"/>
    <line x1="400" y1="500" x2="462" y2="530" stroke="#222" stroke-width="5" stroke-linecap="round"/>
    <rect x="548" y="485" width="22" height="30" rx="5" fill="${s.trim}"/>`,
  bag: (s) => `
    <path d="M300 380 Q300 220 400 220 Q500 220 500 380" fill="none" stroke="${s.trim}" stroke-width="22"/>
    ${body('M220 380 L580 380 L630 800 L170 800 Z')}
    <path d="M220 380 L580 380 L590 460 L210 460 Z" fill="rgba(0,0,0,0.12)"/>
    <rect x="370" y="450" width="60" height="40" rx="6" fill="${s.trim}"/>`,
  jewellery: (s) => `
    <path d="M230 260 Q400 720 570 260" fill="none" stroke="${s.trim}" stroke-width="14"/>
    ${Array.from({ length: 9 }, (_, i) => {
      const t = (i + 1) / 10;
      // A point on the chain's quadratic curve (230,260) -> (400,720) -> (570,260).
      const x = (1 - t) ** 2 * 230 + 2 * (1 - t) * t * 400 + t ** 2 * 570;
      const y = (1 - t) ** 2 * 260 + 2 * (1 - t) * t * 720 + t ** 2 * 260;
      return `<circle cx="${x}" cy="${y}" r="${i === 4 ? 34 : 16}" fill="${i === 4 ? s.fabric : s.trim}" stroke="#fff" stroke-width="3"/>`;
    }).join('')}
    <path d="M400 700 L430 770 L400 820 L370 770 Z" fill="${s.fabric}" stroke="${s.trim}" stroke-width="6"/>`,
  sunglasses: (s) => `
    <path d="M170 470 Q170 400 240 400 L350 400 Q380 400 380 440 L370 540 Q360 600 300 600 L240 600 Q180 600 175 540 Z" fill="${s.fabric}"/>
    <path d="M630 470 Q630 400 560 400 L450 400 Q420 400 420 440 L430 540 Q440 600 500 600 L560 600 Q620 600 625 540 Z" fill="${s.fabric}"/>
    <path d="M380 440 Q400 420 420 440" fill="none" stroke="${s.trim}" stroke-width="12"/>
    <path d="M170 450 L90 420 M630 450 L710 420" stroke="${s.trim}" stroke-width="12" stroke-linecap="round"/>
    <path d="M200 430 L260 430" stroke="rgba(255,255,255,0.5)" stroke-width="10" stroke-linecap="round"/>`,
  footwear: (s) => `
    ${body('M150 640 Q160 520 260 500 L420 480 Q470 400 540 430 L600 520 Q680 560 690 640 L690 690 L150 690 Z')}
    <path d="M150 690 L690 690 L690 720 Q420 740 150 720 Z" fill="${s.trim}"/>
    <path d="M430 500 L560 500" stroke="${s.trim}" stroke-width="8"/>`,
};

function patternDefs(spec: ArtSpec): string {
  const { fabric, trim, pattern } = spec;
  const fill =
    pattern === 'stripes'
      ? `<pattern id="weave" width="24" height="24" patternUnits="userSpaceOnUse" patternTransform="rotate(90)"><rect width="24" height="24" fill="${fabric}"/><rect width="4" height="24" fill="${trim}" opacity="0.35"/></pattern>`
      : pattern === 'motifs'
        ? `<pattern id="weave" width="48" height="48" patternUnits="userSpaceOnUse"><rect width="48" height="48" fill="${fabric}"/><circle cx="24" cy="24" r="5" fill="${trim}" opacity="0.7"/><circle cx="0" cy="0" r="3" fill="${trim}" opacity="0.5"/><circle cx="48" cy="48" r="3" fill="${trim}" opacity="0.5"/></pattern>`
        : pattern === 'brocade'
          ? `<pattern id="weave" width="60" height="60" patternUnits="userSpaceOnUse"><rect width="60" height="60" fill="${fabric}"/><path d="M30 8 L52 30 L30 52 L8 30 Z" fill="none" stroke="${trim}" stroke-width="2.5" opacity="0.6"/><circle cx="30" cy="30" r="4" fill="${trim}" opacity="0.7"/></pattern>`
          : `<pattern id="weave" width="8" height="8" patternUnits="userSpaceOnUse"><rect width="8" height="8" fill="${fabric}"/><path d="M0 8 L8 0" stroke="#000" stroke-opacity="0.05"/></pattern>`;
  return `${fill}
    <linearGradient id="shade" gradientUnits="userSpaceOnUse" x1="0" y1="0" x2="${UNITS_WIDE}" y2="0">
      <stop offset="0" stop-color="#000" stop-opacity="0.28"/><stop offset="0.45" stop-color="#fff" stop-opacity="0.12"/><stop offset="1" stop-color="#000" stop-opacity="0.3"/>
    </linearGradient>`;
}

/** The SVG document of one product shot. */
export function productArtSvg(spec: ArtSpec): string {
  const [top, bottom] = spec.backdrop;
  const drawing = SILHOUETTES[spec.kind](spec);
  // Views: a front shot, a closer crop, a slight turn, and the mirrored back view.
  const transform = [
    'translate(0 0)',
    'translate(-360 -330) scale(1.9)',
    'translate(400 500) rotate(-6) scale(0.92) translate(-400 -500)',
    'translate(400 500) scale(-0.9 0.9) translate(-400 -500)',
  ][spec.view % 4];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${ART_WIDTH}" height="${ART_HEIGHT}" viewBox="0 0 ${UNITS_WIDE} ${UNITS_HIGH}">
  <defs>
    <linearGradient id="backdrop" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>
    <radialGradient id="light" cx="0.5" cy="0.35" r="0.7"><stop offset="0" stop-color="#fff" stop-opacity="0.55"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>
    <radialGradient id="floor" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#000" stop-opacity="0.28"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>
    ${patternDefs(spec)}
  </defs>
  <rect width="${UNITS_WIDE}" height="${UNITS_HIGH}" fill="url(#backdrop)"/>
  <rect width="${UNITS_WIDE}" height="${UNITS_HIGH}" fill="url(#light)"/>
  <ellipse cx="400" cy="900" rx="300" ry="40" fill="url(#floor)"/>
  <g transform="${transform}">${drawing}</g>
</svg>`;
}
