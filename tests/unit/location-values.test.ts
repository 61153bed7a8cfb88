import { CityPrefixIndex } from '../../server/platform/location/city-prefix-index';
import { countryIdFor, numericCountryToAlpha3, stateIdFor, USA_COUNTRY_ID } from '../../server/platform/location/location-data';
import { searchKey, stripParenthesised, usStateCode } from '../../shared/location/location-values';

describe('location values (spec 1 §5)', () => {
  it.each([
    ['Illinois', 'IL'],
    ['new york', 'NY'],
    ['District of Columbia', 'DC'],
    ['ca', 'CA'],
    ['Puerto Rico', 'PR'],
    ['  Texas ', 'TX'],
  ])('the US state %p becomes %p', (state, code) => expect(usStateCode(state)).toBe(code));

  it('leaves text that is no US state as it was', () => {
    expect(usStateCode('Ontario')).toBe('Ontario');
    expect(usStateCode('ZZ')).toBe('ZZ');
  });

  it('removes a trailing parenthesised part of a city, and only that', () => {
    expect(stripParenthesised('Springfield (Sangamon County)')).toBe('Springfield');
    expect(stripParenthesised('Zürich (Kreis 11)')).toBe('Zürich');
    expect(stripParenthesised('Paris')).toBe('Paris');
    expect(stripParenthesised('(Old) Town')).toBe('(Old) Town');
  });

  it('maps a numeric country, ISO code or our id, to its three-letter code', () => {
    expect(numericCountryToAlpha3('840')).toBe('USA');
    expect(numericCountryToAlpha3('5022')).toBe('USA');
    expect(numericCountryToAlpha3('76')).toBe('BRA');
    expect(numericCountryToAlpha3('France')).toBe('France');
    expect(numericCountryToAlpha3('999')).toBe('999');
  });

  it('compares names without case, accents or punctuation', () => {
    expect(searchKey('São Paulo')).toBe('sao paulo');
    expect(searchKey('ZÜRICH')).toBe('zurich');
    expect(searchKey('Łódź')).toBe('lodz');
    expect(searchKey('Straße')).toBe('strasse');
    expect(searchKey('St. John’s')).toBe('st john s');
    expect(searchKey('Winston-Salem')).toBe('winston salem');
  });

  it('gives the United States the id 5022 and every state a stable id', () => {
    expect(countryIdFor(840)).toBe(USA_COUNTRY_ID);
    expect(stateIdFor('US', 'NY')).toBe(stateIdFor('US', 'NY'));
    expect(stateIdFor('US', 'NY')).not.toBe(stateIdFor('US', 'NJ'));
    expect(stateIdFor('US', 'NY')).toBeGreaterThan(0);
  });
});

describe('the city prefix index', () => {
  const city = (city_id: number, name: string, country_id: number, state_id: number | null, population: number) => ({
    city_id,
    name,
    ascii_name: name,
    name_key: searchKey(name),
    country_id,
    state_id,
    latitude: 1,
    longitude: 2,
    population,
    timezone: 'America/Chicago',
  });
  const index = new CityPrefixIndex(
    [
      city(1, 'Springfield', 5022, 10, 116_565),
      city(2, 'Springfield', 5022, 20, 166_810),
      city(3, 'Spring', 5022, 30, 62_000),
      city(4, 'Sprimont', 4238, null, 14_000),
      city(5, 'Paris', 4432, 40, 2_138_551),
      city(6, 'Aspring', 5022, 10, 999_999),
    ],
    {
      states: new Map([
        [10, { name: 'Illinois', code: 'IL' }],
        [20, { name: 'Missouri', code: 'MO' }],
      ]),
      countries: new Map([[5022, { name: 'United States', iso2: 'US', iso3: 'USA' }]]),
    },
  );
  const ids = (cities: { city_id: number }[]) => cities.map((found) => found.city_id);

  it('finds names that start with the prefix, most populous first', () => {
    expect(ids(index.search('spring', {}, 10))).toEqual([2, 1, 3]);
    expect(ids(index.search('spri', {}, 2))).toEqual([2, 1]);
    expect(ids(index.search('springfield', {}, 10))).toEqual([2, 1]);
  });

  it('is anchored at the start of the name', () => {
    expect(index.search('pring', {}, 10)).toEqual([]);
  });

  it('filters by country and state', () => {
    expect(ids(index.search('spr', { countryId: 4238 }, 10))).toEqual([4]);
    expect(ids(index.search('spr', { countryId: 5022, stateId: 10 }, 10))).toEqual([1]);
  });

  it('lists the most populous places when no prefix is given', () => {
    expect(ids(index.top({}, 3))).toEqual([5, 6, 2]);
    expect(ids(index.top({ countryId: 5022, stateId: 10 }, 5))).toEqual([6, 1]);
  });

  it('labels each place with enough to tell it apart', () => {
    expect(index.byId(1)).toMatchObject({ label: 'Springfield, Illinois, United States', state_code: 'IL', timezone: 'America/Chicago' });
    expect(index.byId(2)?.label).toBe('Springfield, Missouri, United States');
    expect(index.byId(999)).toBeUndefined();
  });
});
