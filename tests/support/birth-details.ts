/** London's city id in the location data (GeoNames). */
export const LONDON = 2643743;

/**
 * Ana, born 15 April 1990 at 2:30 PM in London, as the birth details form posts her (spec 3 §3's
 * field names; the place as typed into the plain form, which the server looks up).
 */
export const ANA_FORM = {
  birth_name: 'Ana',
  gender: 'female',
  birth_date_month: '4',
  birth_date_day: '15',
  birth_date_year: '1990',
  birth_time_hour: '2',
  birth_time_minute: '30',
  birth_time_ampm: 'pm',
  'birth_location[city]': 'London',
  'birth_location[state]': 'England',
  'birth_location[country]': 'United Kingdom',
} as const;
