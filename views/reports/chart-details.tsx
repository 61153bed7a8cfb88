import { ZODIAC_SIGNS } from '../../shared/horoscopes/zodiac';
import { MONTH_NAMES } from '../../shared/site/calendar';
import { pointOf, type NatalChart } from '../../shared/reports/natal';
import { AspectGrid, AspectKey, AspectTable, HouseTable, PlanetTable } from './chart-tables';
import { ChartDownloads } from './chart-downloads';
import { ChartWheel } from './chart-wheel';

/**
 * A chart's part of a page (the free chart and every report's your-birth-chart section): the
 * birth facts and the instant used, the big three, the wheel and its key, and the tables, with
 * the sub-anchors of spec 3 §2 (overview, planetary-positions, aspects, major-aspects,
 * aspect-key, house-positions; the last only with a birth time).
 */

export interface ChartHelp {
  planets: string;
  aspects: string;
  aspect_key: string;
  houses: string;
  no_birth_time: string;
}

const signName = (slug: string) => ZODIAC_SIGNS.find((sign) => sign.slug === slug)!.name;
const signSymbol = (slug: string) => ZODIAC_SIGNS.find((sign) => sign.slug === slug)!.symbol;

/** 2:30 PM from 14:30. */
export function clock(time: string): string {
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  return `${((hour + 11) % 12) + 1}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
}
export function longDate(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return `${MONTH_NAMES[month - 1]} ${day}, ${year}`;
}
/** UTC+05:30 from 19800 seconds. */
export function utcOffset(seconds: number): string {
  const sign = seconds < 0 ? '−' : '+';
  const minutes = Math.abs(Math.round(seconds / 60));
  return `UTC${sign}${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}
export const utcText = (utc: string) => `${utc.slice(0, 10)} ${utc.slice(11, 16)} UTC`;

function BigThree({ chart }: { chart: NatalChart }) {
  const sun = pointOf(chart, 'sun')!;
  const moon = pointOf(chart, 'moon')!;
  const rising = pointOf(chart, 'ascendant');
  const moonText = chart.moonDay && chart.moonDay.from !== chart.moonDay.to ? `${signName(chart.moonDay.from)} or ${signName(chart.moonDay.to)}` : signName(moon.sign);
  const items = [
    { label: 'Sun', sign: sun.sign, text: signName(sun.sign) },
    { label: 'Moon', sign: moon.sign, text: moonText },
    { label: 'Rising', sign: rising?.sign, text: rising ? signName(rising.sign) : 'Needs a birth time' },
  ];
  return (
    <ul className="big-three">
      {items.map((item) => (
        <li key={item.label}>
          <span className="big-three-glyph" aria-hidden="true">
            {item.sign ? signSymbol(item.sign) : '?'}
          </span>
          <span className="big-three-label">{item.label}</span>
          <span className="big-three-sign">{item.text}</span>
        </li>
      ))}
    </ul>
  );
}

export function ChartDetails({ chart, help, houseSystemName, downloads }: { chart: NatalChart; help: ChartHelp; houseSystemName: string; downloads?: { svgHref: string; pngHref: string } | undefined }) {
  const timed = chart.houses !== null;
  return (
    <>
      <div id="overview" className="chart-overview">
        <p className="bc-facts">
          {`Born ${longDate(chart.birthDate)}${chart.birthTime ? ` at ${clock(chart.birthTime)}` : ', time unknown'} in ${chart.place.label}.`}
          <br />
          {`Cast for ${utcText(chart.utc)} (local clocks at ${utcOffset(chart.offsetSeconds)}${chart.birthTime ? '' : ', noon'}), ${Math.abs(chart.place.latitude).toFixed(2)}° ${chart.place.latitude >= 0 ? 'N' : 'S'}, ${Math.abs(chart.place.longitude).toFixed(2)}° ${chart.place.longitude >= 0 ? 'E' : 'W'}.`}
          {timed && ` Houses: ${houseSystemName}.`}
        </p>
        {chart.fallback && <p className="bc-note">Placidus houses cannot be drawn this close to the pole (the Sun does not rise and set every day there), so the chart uses Porphyry houses instead.</p>}
        {!timed && <p className="bc-note">{help.no_birth_time}</p>}
        <BigThree chart={chart} />
        <figure className="chart-figure">
          <ChartWheel chart={chart} />
          <figcaption>The planets are listed with their signs, degrees{timed ? ' and houses' : ''} in the table below.</figcaption>
        </figure>
        {downloads && <ChartDownloads svgHref={downloads.svgHref} pngHref={downloads.pngHref} />}
      </div>
      <h3 id="planetary-positions">Planetary positions</h3>
      <p className="chart-help">{help.planets}</p>
      <PlanetTable chart={chart} />
      <h3 id="aspects">Aspects</h3>
      <p className="chart-help">{help.aspects}</p>
      <AspectGrid chart={chart} />
      <h3 id="major-aspects">Major aspects</h3>
      <AspectTable chart={chart} />
      <h3 id="aspect-key">Aspect key</h3>
      <AspectKey />
      <p className="chart-help">{help.aspect_key}</p>
      {timed && (
        <>
          <h3 id="house-positions">House positions</h3>
          <p className="chart-help">{help.houses}</p>
          <HouseTable chart={chart} />
        </>
      )}
    </>
  );
}
