import { ZODIAC_SIGNS } from '../../shared/horoscopes/zodiac';
import { ASPECT_NAMES, formatDegree, NATAL_PLANET_IDS, POINT_NAMES, type NatalAspectType, type NatalChart } from '../../shared/reports/natal';

/**
 * The birth chart's tables (spec 3 §3 `birth_chart`: planet_table, aspect_grid, aspect_table,
 * aspect_key, house_table): plain HTML tables, the text equivalent of the wheel.
 */

const signName = (slug: string) => ZODIAC_SIGNS.find((sign) => sign.slug === slug)!.name;
const signGlyph = (slug: string) => ZODIAC_SIGNS.find((sign) => sign.slug === slug)!.symbol;

export function PlanetTable({ chart }: { chart: NatalChart }) {
  const timed = chart.houses !== null;
  return (
    <div className="table-scroll">
      <table className="chart-table">
        <caption>Planetary positions</caption>
        <thead>
          <tr>
            <th scope="col">Planet</th>
            <th scope="col">Sign</th>
            <th scope="col">Position</th>
            {timed && <th scope="col">House</th>}
          </tr>
        </thead>
        <tbody>
          {chart.points.map((point) => {
            const uncertainMoon = point.id === 'moon' && chart.moonDay;
            return (
              <tr key={point.id} id={`planet-${point.id}`}>
                <th scope="row">
                  <span className="chart-glyph" aria-hidden="true">
                    {POINT_NAMES[point.id].glyph}
                  </span>{' '}
                  {POINT_NAMES[point.id].name}
                </th>
                <td>
                  <span className="chart-glyph" aria-hidden="true">
                    {signGlyph(point.sign)}
                  </span>{' '}
                  {uncertainMoon && chart.moonDay!.from !== chart.moonDay!.to ? `${signName(chart.moonDay!.from)} or ${signName(chart.moonDay!.to)}` : signName(point.sign)}
                </td>
                <td>
                  {uncertainMoon ? `${formatDegree(chart.moonDay!.fromDegree)} ${signName(chart.moonDay!.from)} to ${formatDegree(chart.moonDay!.toDegree)} ${signName(chart.moonDay!.to)} over the day` : formatDegree(point.degree)}
                  {point.retrograde && (
                    <>
                      {' '}
                      <abbr title="retrograde">R</abbr>
                    </>
                  )}
                </td>
                {timed && <td>{point.house ?? ''}</td>}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** The aspect grid: a triangle of the planets, the aspect of each pair where they meet. */
export function AspectGrid({ chart }: { chart: NatalChart }) {
  const ids = NATAL_PLANET_IDS;
  const aspectOf = (a: string, b: string) => chart.aspects.find((aspect) => (aspect.a === a && aspect.b === b) || (aspect.a === b && aspect.b === a));
  return (
    <div className="table-scroll">
      <table className="aspect-grid">
        <caption>Aspect grid</caption>
        <thead>
          <tr>
            <td />
            {ids.slice(0, -1).map((id) => (
              <th key={id} scope="col">
                <abbr title={POINT_NAMES[id].name}>{POINT_NAMES[id].glyph}</abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {ids.slice(1).map((row, rowIndex) => (
            <tr key={row}>
              <th scope="row">
                <abbr title={POINT_NAMES[row].name}>{POINT_NAMES[row].glyph}</abbr>
              </th>
              {ids.slice(0, -1).map((column, columnIndex) => {
                if (columnIndex > rowIndex) return <td key={column} className="aspect-grid-empty" />;
                const aspect = aspectOf(row, column);
                return (
                  <td key={column} className={aspect ? `aspect-grid-cell aspect-${ASPECT_NAMES[aspect.type].kind}` : 'aspect-grid-cell'}>
                    {aspect && <abbr title={`${POINT_NAMES[row].name} ${ASPECT_NAMES[aspect.type].name.toLowerCase()} ${POINT_NAMES[column].name}, orb ${formatDegree(aspect.orb)}`}>{ASPECT_NAMES[aspect.type].glyph}</abbr>}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function AspectTable({ chart }: { chart: NatalChart }) {
  const sorted = [...chart.aspects].sort((x, y) => x.orb - y.orb);
  return (
    <div className="table-scroll">
      <table className="chart-table">
        <caption>Aspects, closest first</caption>
        <thead>
          <tr>
            <th scope="col">Planet</th>
            <th scope="col">Aspect</th>
            <th scope="col">Planet</th>
            <th scope="col">Orb</th>
          </tr>
        </thead>
        <tbody>
          {sorted.map((aspect) => (
            <tr key={`${aspect.a}-${aspect.b}`} className={`aspect-${ASPECT_NAMES[aspect.type].kind}`}>
              <th scope="row">{POINT_NAMES[aspect.a].name}</th>
              <td>
                <span className="chart-glyph" aria-hidden="true">
                  {ASPECT_NAMES[aspect.type].glyph}
                </span>{' '}
                {ASPECT_NAMES[aspect.type].name}
              </td>
              <td>{POINT_NAMES[aspect.b].name}</td>
              <td>
                {formatDegree(aspect.orb)}
                <span className="aspect-motion">{aspect.applying ? 'applying' : 'separating'}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function AspectKey() {
  return (
    <ul className="aspect-key">
      {(Object.keys(ASPECT_NAMES) as NatalAspectType[]).map((type) => (
        <li key={type} className={`aspect-${ASPECT_NAMES[type].kind}`}>
          <span className="aspect-key-swatch" aria-hidden="true" />
          <span className="chart-glyph" aria-hidden="true">
            {ASPECT_NAMES[type].glyph}
          </span>{' '}
          {`${ASPECT_NAMES[type].name} (${ASPECT_NAMES[type].angle}°): ${ASPECT_NAMES[type].kind === 'flowing' ? 'flowing, drawn in blue' : ASPECT_NAMES[type].kind === 'tense' ? 'tense, drawn in red' : 'a meeting, marked in green'}`}
        </li>
      ))}
    </ul>
  );
}

export function HouseTable({ chart }: { chart: NatalChart }) {
  if (!chart.houses) return null;
  return (
    <div className="table-scroll">
      <table className="chart-table">
        <caption>House cusps</caption>
        <thead>
          <tr>
            <th scope="col">House</th>
            <th scope="col">Sign</th>
            <th scope="col">Cusp</th>
          </tr>
        </thead>
        <tbody>
          {chart.houses.map((house) => (
            <tr key={house.house}>
              <th scope="row">{house.house}</th>
              <td>
                <span className="chart-glyph" aria-hidden="true">
                  {signGlyph(house.sign)}
                </span>{' '}
                {signName(house.sign)}
              </td>
              <td>{formatDegree(house.degree)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
