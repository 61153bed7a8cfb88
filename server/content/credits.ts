/** The credits page: the open data and software the site is built on, with their licences. */
export interface Credit {
  name: string;
  url: string;
  licence: string;
  licenceUrl?: string;
  use: string;
}

export function credits(siteName: string) {
  return {
    title: 'Credits',
    description: `The open data and open-source software ${siteName} is built on, with their licences.`,
    intro: `${siteName} stands on the work of many people who share data and code freely. This page names them and the terms under which we use their work.`,
    data: [
      {
        name: 'GeoNames',
        url: 'https://www.geonames.org/',
        licence: 'Creative Commons Attribution 4.0 (CC BY 4.0)',
        licenceUrl: 'https://creativecommons.org/licenses/by/4.0/',
        use: 'Contains data from GeoNames: the world’s towns and cities of 500 people or more, their states and provinces, coordinates and time zones, which we use to find birth places and place birth charts.',
      },
      {
        name: 'IANA Time Zone Database (tz), with its backzone history',
        url: 'https://www.iana.org/time-zones',
        licence: 'Public domain',
        use: 'The historical clock changes of every region, back to local mean time, so that a birth time from any year can be turned into the exact instant for a chart.',
      },
      {
        name: 'ISO 3166 country codes, via the i18n-iso-countries package',
        url: 'https://www.npmjs.com/package/i18n-iso-countries',
        licence: 'MIT',
        use: 'Country names and their two-letter, three-letter and numeric codes.',
      },
    ] satisfies Credit[],
    software: [
      { name: 'React', url: 'https://react.dev/', licence: 'MIT', use: 'Renders every page and the interactive parts of it.' },
      { name: 'Express', url: 'https://expressjs.com/', licence: 'MIT', use: 'Serves the site.' },
      { name: 'Kysely', url: 'https://kysely.dev/', licence: 'MIT', use: 'Talks to the database.' },
      { name: 'SQLite and PostgreSQL', url: 'https://www.sqlite.org/', licence: 'Public domain / PostgreSQL Licence', use: 'Keep the site’s data.' },
      { name: 'Zod', url: 'https://zod.dev/', licence: 'MIT', use: 'Checks every request and reply against its contract.' },
    ] satisfies Credit[],
  };
}
