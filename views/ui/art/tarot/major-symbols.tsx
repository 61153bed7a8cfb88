import type { ReactNode } from 'react';
import { crescent, r1 } from '../art-kit';
import { SIGN_GLYPH_PATHS } from '../sign-art';
import { starPath } from './emblems';
import type { DeckStyle } from './types';

/**
 * A small symbol for each Major Arcana (the Fool's bundle, the Magician's infinity, the Tower's
 * lightning ...), centred on 0,0 within about 30 units: the emblem of a Major's stand-in picture
 * while its scene is not registered (card-art.tsx), so even a stand-in says which card it is.
 */

function lemniscate(a: number): string {
  return `M${Array.from({ length: 48 }, (_, i) => {
    const t = (2 * Math.PI * i) / 48;
    const d = 1 + Math.sin(t) ** 2;
    return `${r1((a * Math.cos(t)) / d)} ${r1((a * Math.sin(t) * Math.cos(t)) / d)}`;
  }).join('L')}Z`;
}

const heart = (s: number) => `M0 ${s * 0.55}C${-s * 1.1} ${-s * 0.1} ${-s * 0.55} ${-s * 0.85} 0 ${-s * 0.35}C${s * 0.55} ${-s * 0.85} ${s * 1.1} ${-s * 0.1} 0 ${s * 0.55}Z`;

export function majorSymbol(number: number, style: DeckStyle): ReactNode {
  const p = style.palette;
  const line = { stroke: p.ink, strokeWidth: 2.2, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;
  const fill = { ...line, fill: p.accent };
  const open = { ...line, fill: 'none' };
  switch (number) {
    case 0: // The Fool: a bundle on a stick, and a small white rose.
      return (
        <>
          <path d="M-26 26L18 -18" {...open} />
          <circle cx="20" cy="-22" r="10" {...fill} />
          <circle cx="-14" cy="-8" r="6" fill="#ffffff" {...line} />
        </>
      );
    case 1:
      return <path d={lemniscate(30)} {...open} strokeWidth={4} stroke={p.accent} />;
    case 2:
      return (
        <>
          <path d={crescent(0, 0, 24, 12, -4, 22)} {...fill} />
          <path d="M-30 -26V28M30 -26V28" {...open} />
        </>
      );
    case 3: // Venus.
      return (
        <>
          <circle cy="-12" r="14" {...open} strokeWidth={3.2} />
          <path d="M0 2V30M-11 18H11" {...open} strokeWidth={3.2} />
        </>
      );
    case 4:
      return <path d={SIGN_GLYPH_PATHS.aries} {...open} strokeWidth={1.6} transform="translate(-29 -29) scale(1.8)" />;
    case 5: // The triple cross.
      return <path d="M0 -28V30M-10 -18H10M-15 -6H15M-20 6H20" {...open} strokeWidth={3} />;
    case 6:
      return <path d={heart(28)} {...fill} fill={p.accent} />;
    case 7: // The chariot: a canopy on a car with two wheels.
      return (
        <>
          <path d="M-24 -6H24V14H-24Z" {...fill} />
          <path d="M-20 -6V-22H20V-6M-26 -22H26" {...open} />
          <circle cx="-16" cy="20" r="8" fill={p.background} {...line} />
          <circle cx="16" cy="20" r="8" fill={p.background} {...line} />
        </>
      );
    case 8:
      return (
        <>
          <path d={lemniscate(18)} {...open} transform="translate(0 -22)" stroke={p.accent} strokeWidth={3} />
          <path d={SIGN_GLYPH_PATHS.leo} {...open} strokeWidth={1.8} transform="translate(-24 -14) scale(1.5)" />
        </>
      );
    case 9: // The Hermit's lantern with its star.
      return (
        <>
          <path d="M0 -30V-20M-14 -20H14L18 22H-18Z" {...open} />
          <path d={starPath(0, 2, 12, 5, 6)} fill={p.accent} />
        </>
      );
    case 10: {
      const spokes = Array.from({ length: 8 }, (_, i) => {
        const a = (i * Math.PI) / 4;
        return `M0 0L${r1(26 * Math.cos(a))} ${r1(26 * Math.sin(a))}`;
      }).join('');
      return (
        <>
          <circle r="27" {...open} strokeWidth={3} />
          <path d={spokes} {...open} />
          <circle r="6" {...fill} />
        </>
      );
    }
    case 11: // Scales.
      return <path d="M0 -28V26M-16 26H16M-26 -16H26M-26 -16L-34 6M-26 -16L-18 6M26 -16L18 6M26 -16L34 6M-36 6Q-26 16 -16 6M16 6Q26 16 36 6" {...open} />;
    case 12: // The tau cross and the hanging figure's head below it.
      return (
        <>
          <path d="M-24 -26H24M0 -26V6" {...open} strokeWidth={3} />
          <circle cy="16" r="9" {...fill} />
        </>
      );
    case 13: // The white rose.
      return (
        <>
          {[0, 72, 144, 216, 288].map((a) => (
            <ellipse key={a} cy="-13" rx="10" ry="15" transform={`rotate(${a})`} fill="#ffffff" {...line} strokeWidth={1.4} />
          ))}
          <circle r="7" fill={p.accent} {...line} strokeWidth={1.4} />
        </>
      );
    case 14: // Two cups and the water between them.
      return (
        <>
          <path d="M-11 -10H11Q11 6 0 8V17M-8 17H8" {...fill} transform="translate(-16 -8) rotate(-35)" />
          <path d="M-11 -10H11Q11 6 0 8V17M-8 17H8" {...fill} transform="translate(17 10)" />
          <path d="M-12 -24Q8 -26 14 -2" fill="none" stroke={p.accent2} strokeWidth={3.4} strokeLinecap="round" />
        </>
      );
    case 15: // Horns and a chain.
      return (
        <>
          <path d="M-8 -4C-20 -10 -26 -22 -22 -32C-18 -20 -12 -16 -4 -14ZM8 -4C20 -10 26 -22 22 -32C18 -20 12 -16 4 -14Z" {...fill} />
          <g {...open}>
            <ellipse cx="-12" cy="16" rx="9" ry="6" />
            <ellipse cx="0" cy="16" rx="9" ry="6" />
            <ellipse cx="12" cy="16" rx="9" ry="6" />
          </g>
        </>
      );
    case 16: // The struck tower.
      return (
        <>
          <path d="M-14 30V-16H-16V-26H-8V-20H-2V-26H4V-20H10V-26H16V-16H14V30Z" fill={p.background} {...line} />
          <path d="M24 -32L6 -8H16L0 14" {...open} stroke={p.accent} strokeWidth={3.2} />
        </>
      );
    case 17:
      return (
        <>
          <path d={starPath(0, -4, 28, 10, 8)} {...fill} />
          <path d={`${starPath(-26, 22, 6, 2.4, 8)}${starPath(26, 22, 6, 2.4, 8)}`} fill={p.accent} />
        </>
      );
    case 18:
      return (
        <>
          <circle r="26" fill={p.background} {...line} />
          <path d={crescent(0, 0, 26, 12, -6, 24)} {...fill} />
        </>
      );
    case 19: {
      const rays = Array.from({ length: 12 }, (_, i) => {
        const a = (i * Math.PI) / 6;
        return `M${r1(19 * Math.cos(a))} ${r1(19 * Math.sin(a))}L${r1(31 * Math.cos(a))} ${r1(31 * Math.sin(a))}`;
      }).join('');
      return (
        <>
          <path d={rays} {...open} stroke={p.accent} strokeWidth={3} />
          <circle r="15" {...fill} />
        </>
      );
    }
    case 20: // The trumpet and its banner.
      return (
        <>
          <path d="M-28 20L14 -14L22 -28L30 -8L18 -10Z" {...fill} />
          <path d="M-8 4L4 16H-4ZM-2 -4V8" {...open} strokeWidth={1.6} />
        </>
      );
    case 21: // The wreath.
    default:
      return (
        <>
          <ellipse rx="20" ry="30" fill="none" stroke={p.accent2} strokeWidth={7} strokeDasharray="6 3" />
          <ellipse rx="20" ry="30" {...open} strokeWidth={1.2} />
          <path d="M-8 30L-14 38M8 30L14 38" {...open} stroke={p.accent} />
        </>
      );
  }
}
