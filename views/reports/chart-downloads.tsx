/**
 * The wheel's downloads (issue #25): the chart as an SVG file (sharp at any size, for printing)
 * and as a PNG picture, served by server/features/reports/chart-files.ts. The server names each
 * file (Content-Disposition); `download` asks the browser to save it rather than open it.
 * Styles: client/styles/chart-downloads.css.
 */
export function ChartDownloads({ svgHref, pngHref, id = 'chart-downloads' }: { svgHref: string; pngHref: string; id?: string }) {
  const links = [
    { href: svgHref, text: 'Download the wheel (SVG)' },
    { href: pngHref, text: 'Download the wheel (PNG)' },
  ];
  return (
    <div className="chart-downloads">
      <p id={`${id}-label`} className="chart-downloads-label">
        Keep your chart
      </p>
      <ul aria-labelledby={`${id}-label`}>
        {links.map((link) => (
          <li key={link.text}>
            <a href={link.href} download>
              <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
                <path d="M8 1.5v8.5M4.5 6.5 8 10l3.5-3.5M2 14h12" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
              {link.text}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
