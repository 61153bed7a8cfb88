import { useId, type ReactNode } from 'react';
import { r1 } from '../art-kit';
import { artDeck } from './card-art';
import { deckStyle } from './deck-styles';
import { starPath } from './emblems';
import { CARD_HEIGHT, CARD_WIDTH, type DeckStyle } from './types';

/**
 * The back of a deck's cards, for face-down cards (the spread screen). Every back is symmetric
 * under a half turn, so a reversed card does not give itself away.
 */

const W = CARD_WIDTH;
const H = CARD_HEIGHT;
const CX = W / 2;
const CY = H / 2;

/** Path data mirrored through the card's centre (a half turn), joined to the original. */
function halfTurn(d: string): ReactNode {
  return (
    <>
      <path d={d} />
      <path d={d} transform={`rotate(180 ${CX} ${CY})`} />
    </>
  );
}

function rays(count: number, r0: number, r1v: number, cx = CX, cy = CY): string {
  return Array.from({ length: count }, (_, i) => {
    const a = (2 * Math.PI * i) / count;
    return `M${r1(cx + r0 * Math.cos(a))} ${r1(cy + r0 * Math.sin(a))}L${r1(cx + r1v * Math.cos(a))} ${r1(cy + r1v * Math.sin(a))}`;
  }).join('');
}

function lattice(step: number): string {
  let d = '';
  for (let k = -H; k < W + H; k += step) d += `M${k} 0L${k + H} ${H}M${k} ${H}L${k + H} 0`;
  return d;
}

function backArt(style: DeckStyle): ReactNode {
  const p = style.palette;
  switch (style.frame) {
    case 'classic':
      return (
        <>
          <path d={lattice(26)} stroke={p.accent2} strokeWidth="1.2" opacity=".55" />
          <circle cx={CX} cy={CY} r="70" fill={p.frame} stroke={p.ink} strokeWidth="2" />
          <path d={starPath(CX, CY, 56, 22, 8, -90)} fill={p.accent} stroke={p.ink} strokeWidth="1.4" />
          <circle cx={CX} cy={CY} r="14" fill="#e8b730" stroke={p.ink} strokeWidth="1.4" />
        </>
      );
    case 'starry':
      return (
        <>
          <path d={rays(48, 40, 120)} stroke={p.accent} strokeWidth="1" opacity=".5" />
          <g fill={p.accent}>{halfTurn(`${starPath(CX, 100, 16, 5, 4, 0)}${starPath(70, 170, 6, 2, 4, 0)}${starPath(230, 150, 8, 2.5, 4, 0)}${starPath(90, 60, 5, 1.6, 4, 0)}`)}</g>
          <circle cx={CX} cy={CY} r="40" fill={p.background} stroke={p.accent} strokeWidth="2" />
          <path d={starPath(CX, CY, 30, 9, 8, -90)} fill={p.accent} />
        </>
      );
    case 'deco':
      return (
        <g fill="none" stroke={p.accent}>
          {halfTurn(
            Array.from({ length: 11 }, (_, i) => {
              const a = ((40 + i * 10) * Math.PI) / 180;
              return `M${CX} 16L${r1(CX + 200 * Math.cos(a))} ${r1(16 + 200 * Math.sin(a))}`;
            }).join(''),
          )}
          {[110, 80, 50].map((s) => (
            <path key={s} d={`M${CX} ${CY - s * 1.4}L${CX + s} ${CY}L${CX} ${CY + s * 1.4}L${CX - s} ${CY}Z`} strokeWidth={s === 50 ? 2 : 1} />
          ))}
          <circle cx={CX} cy={CY} r="16" fill={p.accent2} strokeWidth="1.6" />
        </g>
      );
    case 'vine':
      return (
        <g stroke={p.ink} strokeWidth="1.2">
          <g fill="none" stroke="#8a5a32" strokeWidth="2.4">{halfTurn(`M${CX} ${CY - 60}C${CX - 60} ${CY - 120} ${CX + 60} ${CY - 170} ${CX} ${CY - 220}`)}</g>
          <g fill={p.accent2}>
            {halfTurn(
              [
                [CX - 26, CY - 100, 200],
                [CX + 24, CY - 150, -20],
                [CX - 10, CY - 196, 210],
              ]
                .map(([x, y, a]) => {
                  const rad = ((a as number) * Math.PI) / 180;
                  const ex = r1(x! + 26 * Math.cos(rad));
                  const ey = r1(y! + 26 * Math.sin(rad));
                  return `M${x} ${y}Q${r1((x! + ex) / 2 - 8 * Math.sin(rad))} ${r1((y! + ey) / 2 + 8 * Math.cos(rad))} ${ex} ${ey}Q${r1((x! + ex) / 2 + 8 * Math.sin(rad))} ${r1((y! + ey) / 2 - 8 * Math.cos(rad))} ${x} ${y}Z`;
                })
                .join(''),
            )}
          </g>
          <circle cx={CX} cy={CY} r="58" fill={p.background} />
          <circle cx={CX} cy={CY} r="46" fill="none" stroke={p.accent2} strokeWidth="6" strokeDasharray="14 8" />
          <circle cx={CX} cy={CY} r="20" fill={p.accent} />
        </g>
      );
    case 'round':
      return (
        <>
          <g fill={p.accent2} opacity=".9">{halfTurn(`M${CX - 30} 110A34 34 0 1 0 ${CX + 30} 110A28 28 0 1 1 ${CX - 30} 110Z`)}</g>
          <g fill={p.accent}>
            {Array.from({ length: 8 }, (_, i) => (
              <ellipse key={i} cx={CX} cy={CY - 34} rx="13" ry="30" transform={`rotate(${i * 45} ${CX} ${CY})`} opacity=".9" />
            ))}
          </g>
          <circle cx={CX} cy={CY} r="16" fill="#f1d08a" />
          <path d={rays(36, 80, 86)} stroke={p.ink} strokeWidth="2" strokeLinecap="round" opacity=".6" />
        </>
      );
    case 'minimal':
    default:
      if (style.slug === 'mandala') {
        return (
          <g fill="none" stroke={p.accent}>
            {[120, 96, 72, 48, 24].map((r, i) => (
              <circle key={r} cx={CX} cy={CY} r={r} strokeWidth={i % 2 ? 1 : 2} stroke={i % 2 ? p.accent2 : p.accent} />
            ))}
            <path d={rays(24, 48, 120)} stroke={p.figure} strokeWidth="1" />
          </g>
        );
      }
      return (
        <>
          <circle cx={CX} cy={CY - 50} r="46" fill={p.accent} />
          <circle cx={CX} cy={CY + 50} r="46" fill={p.accent2} />
          <circle cx={CX} cy={CY} r="12" fill={p.ink} />
        </>
      );
  }
}

/** The back of a card of `deck` (a slug), decorative unless given a title. */
export function TarotCardBack({ deck, className, title }: { deck: string; className?: string; title?: string }) {
  const reactId = useId();
  const info = artDeck(deck);
  const style = deckStyle(info.slug);
  const p = style.palette;
  const uid = `tb-${info.slug}-${reactId.replace(/[^A-Za-z0-9_-]/g, '')}`;
  // The Mandala deck's back has its own art, not its 'round' frame's.
  const art = style.slug === 'mandala' ? backArt({ ...style, frame: 'minimal' }) : backArt(style);
  const a11y = title ? { role: 'img', 'aria-labelledby': `${uid}-title` } : { 'aria-hidden': true, focusable: false };
  const dark = ['starry', 'deco', 'round'].includes(style.frame) && style.slug !== 'mandala';
  return (
    <svg xmlns="http://www.w3.org/2000/svg" viewBox={`0 0 ${W} ${H}`} className={className ? `tarot-card-back ${className}` : 'tarot-card-back'} data-deck={info.slug} {...a11y}>
      {title ? <title id={`${uid}-title`}>{title}</title> : null}
      <defs>
        <clipPath id={`${uid}-inner`}>
          <rect x="16" y="16" width={W - 32} height={H - 32} rx={Math.max(0, style.radius - 8)} />
        </clipPath>
      </defs>
      <rect width={W} height={H} rx={style.radius} fill={p.frame} />
      <rect x="16" y="16" width={W - 32} height={H - 32} rx={Math.max(0, style.radius - 8)} fill={dark ? p.background : p.sky} />
      <g clipPath={`url(#${uid}-inner)`}>{art}</g>
      <rect x="16" y="16" width={W - 32} height={H - 32} rx={Math.max(0, style.radius - 8)} fill="none" stroke={dark ? p.accent : p.ink} strokeWidth="1.6" />
      <rect x="8" y="8" width={W - 16} height={H - 16} rx={Math.max(0, style.radius - 4)} fill="none" stroke={dark ? p.accent : p.ink} strokeWidth="0.8" opacity=".6" />
    </svg>
  );
}
