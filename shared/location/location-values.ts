/**
 * Spec 1 §5 "Location values": how a birth or current location is written before it is stored
 * or sent. Pure functions, usable in the browser and on the server.
 */

/** US states, the District of Columbia and the inhabited territories, by USPS code. */
export const US_STATES: Readonly<Record<string, string>> = {
  AL: 'Alabama', AK: 'Alaska', AZ: 'Arizona', AR: 'Arkansas', CA: 'California', CO: 'Colorado',
  CT: 'Connecticut', DE: 'Delaware', DC: 'District of Columbia', FL: 'Florida', GA: 'Georgia',
  HI: 'Hawaii', ID: 'Idaho', IL: 'Illinois', IN: 'Indiana', IA: 'Iowa', KS: 'Kansas',
  KY: 'Kentucky', LA: 'Louisiana', ME: 'Maine', MD: 'Maryland', MA: 'Massachusetts',
  MI: 'Michigan', MN: 'Minnesota', MS: 'Mississippi', MO: 'Missouri', MT: 'Montana',
  NE: 'Nebraska', NV: 'Nevada', NH: 'New Hampshire', NJ: 'New Jersey', NM: 'New Mexico',
  NY: 'New York', NC: 'North Carolina', ND: 'North Dakota', OH: 'Ohio', OK: 'Oklahoma',
  OR: 'Oregon', PA: 'Pennsylvania', RI: 'Rhode Island', SC: 'South Carolina', SD: 'South Dakota',
  TN: 'Tennessee', TX: 'Texas', UT: 'Utah', VT: 'Vermont', VA: 'Virginia', WA: 'Washington',
  WV: 'West Virginia', WI: 'Wisconsin', WY: 'Wyoming', AS: 'American Samoa', GU: 'Guam',
  MP: 'Northern Mariana Islands', PR: 'Puerto Rico', VI: 'U.S. Virgin Islands',
};

const US_CODE_BY_NAME = new Map(Object.entries(US_STATES).map(([code, name]) => [searchKey(name), code]));

/**
 * The key names are compared by: accents removed, lower case, letters such as ß and ø spelled
 * out, and every run of punctuation or space made one space. "São Paulo" and "sao paulo" agree.
 */
export function searchKey(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/æ/g, 'ae')
    .replace(/œ/g, 'oe')
    .replace(/ø/g, 'o')
    .replace(/[łľ]/g, 'l')
    .replace(/[đð]/g, 'd')
    .replace(/þ/g, 'th')
    .replace(/ı/g, 'i')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** A US state name (any case or accents) or code becomes its two-letter code; other text is kept. */
export function usStateCode(state: string): string {
  const trimmed = state.trim();
  if (/^[A-Za-z]{2}$/.test(trimmed) && US_STATES[trimmed.toUpperCase()]) return trimmed.toUpperCase();
  return US_CODE_BY_NAME.get(searchKey(trimmed)) ?? trimmed;
}

/** "Springfield (Sangamon County)" becomes "Springfield". Only a trailing part goes. */
export function stripParenthesised(city: string): string {
  return city.replace(/\s*\([^()]*\)\s*$/, '').trim();
}

/** A chosen city as a birth or current place is stored (spec 3: names, but a US state by its two-letter code). */
export function storedPlace(city: {
  city: string;
  city_id: number;
  state: string | null;
  state_code: string | null;
  country: string;
  country_iso2: string;
}): { city: string; state: string; country: string; city_id: number } {
  const state = city.country_iso2 === 'US' ? (city.state_code ?? city.state ?? '') : (city.state ?? '');
  return { city: city.city, state, country: city.country, city_id: city.city_id };
}
