import type { BirthChartProfile } from '../../shared/reports/islands';

/**
 * The birth chart form's state (spec 3 §3 "Birth chart form state"), held as the plain form posts
 * it: the date and time in the spec's parts (month/day/year, hour/minute/am-pm), which the
 * phone's native pickers read and write too, so every layout posts the same fields.
 */
export interface PlaceState {
  city: string;
  state: string;
  country: string;
  /** Set only when the town was chosen from the list. */
  city_id?: number | undefined;
}

export interface ChartFields {
  birth_name: string;
  gender: 'female' | 'male';
  birth_date_month: string;
  birth_date_day: string;
  birth_date_year: string;
  birth_time_hour: string;
  birth_time_minute: string;
  birth_time_ampm: 'am' | 'pm';
  birth_time_unknown: boolean;
  houses: string;
  place: PlaceState;
}

/** Spec 3 §9: female and am unless chosen. */
export const BLANK_FIELDS: ChartFields = {
  birth_name: '',
  gender: 'female',
  birth_date_month: '',
  birth_date_day: '',
  birth_date_year: '',
  birth_time_hour: '',
  birth_time_minute: '',
  birth_time_ampm: 'am',
  birth_time_unknown: false,
  houses: 'placidus',
  place: { city: '', state: '', country: '' },
};

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** A positive whole number from a posted value, else undefined. */
function idOf(value: unknown): number | undefined {
  const number = typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : NaN;
  return Number.isInteger(number) && number > 0 ? number : undefined;
}

/** The form as a refused plain post left it (the server's echo of what was sent). */
export function postedFields(values: Record<string, unknown>): ChartFields {
  const place = (values.birth_location && typeof values.birth_location === 'object' ? values.birth_location : {}) as Record<string, unknown>;
  return {
    birth_name: text(values.birth_name),
    gender: values.gender === 'male' ? 'male' : 'female',
    birth_date_month: text(values.birth_date_month),
    birth_date_day: text(values.birth_date_day),
    birth_date_year: text(values.birth_date_year),
    birth_time_hour: text(values.birth_time_hour),
    birth_time_minute: text(values.birth_time_minute),
    birth_time_ampm: values.birth_time_ampm === 'pm' ? 'pm' : 'am',
    birth_time_unknown: values.birth_time_unknown === 'on' || values.birth_time_unknown === true,
    houses: text(values.houses) || 'placidus',
    place: { city: text(place.city), state: text(place.state), country: text(place.country), city_id: idOf(place.city_id) },
  };
}

/** 'YYYY-MM-DD' of complete date parts, else '' (what a native date input shows). */
export function isoDateOf(fields: Pick<ChartFields, 'birth_date_month' | 'birth_date_day' | 'birth_date_year'>): string {
  const { birth_date_year: year, birth_date_month: month, birth_date_day: day } = fields;
  if (!/^\d{4}$/.test(year) || !/^\d{1,2}$/.test(month) || !/^\d{1,2}$/.test(day)) return '';
  return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}

/** A native date input's 'YYYY-MM-DD' as the selects' values ('4', '15', '1990'); '' clears them. */
export function datePartsOf(iso: string): Pick<ChartFields, 'birth_date_month' | 'birth_date_day' | 'birth_date_year'> {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return { birth_date_month: '', birth_date_day: '', birth_date_year: '' };
  return { birth_date_year: match[1]!, birth_date_month: String(Number(match[2])), birth_date_day: String(Number(match[3])) };
}

/** 'HH:mm' on a 24-hour clock from the hour, minute and am/pm, else '' (what a native time input shows). */
export function clockOf(fields: Pick<ChartFields, 'birth_time_hour' | 'birth_time_minute' | 'birth_time_ampm'>): string {
  const hour = Number(fields.birth_time_hour);
  const minute = Number(fields.birth_time_minute);
  if (fields.birth_time_hour === '' || fields.birth_time_minute === '' || !Number.isInteger(hour) || !Number.isInteger(minute) || hour < 1 || hour > 12 || minute < 0 || minute > 59) return '';
  const hour24 = (hour % 12) + (fields.birth_time_ampm === 'pm' ? 12 : 0);
  return `${String(hour24).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

/** A clock time ('HH:mm' or 'HH:mm:ss') as the selects' values: 14:30 is '2', '30', 'pm'; '' clears hour and minute. */
export function timePartsOf(clock: string, ampm: 'am' | 'pm' = 'am'): Pick<ChartFields, 'birth_time_hour' | 'birth_time_minute' | 'birth_time_ampm'> {
  const match = /^(\d{1,2}):(\d{2})/.exec(clock);
  const hour24 = match ? Number(match[1]) : NaN;
  const minute = match ? Number(match[2]) : NaN;
  if (!match || hour24 > 23 || minute > 59) return { birth_time_hour: '', birth_time_minute: '', birth_time_ampm: ampm };
  return { birth_time_hour: String(hour24 % 12 || 12), birth_time_minute: String(minute), birth_time_ampm: hour24 >= 12 ? 'pm' : 'am' };
}

/** Which parts of the form a profile fills and locks (spec 3 §6). */
export interface Locks {
  /** Name, gender and date: always a profile's. */
  identity: boolean;
  /** The birth time, when the profile has one. */
  time: boolean;
  /** The birth place, when the profile has a city id. */
  place: boolean;
  /** Everything: the friend tab before a friend is chosen (spec 3 §5 "Others"). */
  all: boolean;
}

export const NO_LOCKS: Locks = { identity: false, time: false, place: false, all: false };
export const ALL_LOCKED: Locks = { identity: true, time: true, place: true, all: true };

export function profileLocks(profile: BirthChartProfile): Locks {
  return { identity: true, time: Boolean(profile.birth_time), place: profile.birth_city_id !== null, all: false };
}

/** The form filled from a profile (spec 3 §4 "Selecting a saved profile fills the form"); the house system stays as chosen. */
export function profileFields(profile: BirthChartProfile, houses = BLANK_FIELDS.houses): ChartFields {
  const [year = '', month = '', day = ''] = profile.birth_date.split('-');
  return {
    ...BLANK_FIELDS,
    houses,
    birth_name: profile.first_name,
    // Spec 3 §9: the form knows female and male; female is the default.
    gender: profile.gender === 'male' ? 'male' : 'female',
    birth_date_year: year,
    birth_date_month: month ? String(Number(month)) : '',
    birth_date_day: day ? String(Number(day)) : '',
    ...(profile.birth_time ? timePartsOf(profile.birth_time) : {}),
    // A place without a city id is offered as it was typed, to be chosen from the list.
    place: { city: profile.birth_city ?? '', state: profile.birth_state ?? '', country: profile.birth_country ?? '', city_id: profile.birth_city_id ?? undefined },
  };
}

/** The form as BirthChartFormSchema reads it (the same fields a plain post sends). */
export function schemaInput(fields: ChartFields): Record<string, unknown> {
  const { place, birth_time_unknown, ...rest } = fields;
  return {
    ...rest,
    ...(birth_time_unknown ? { birth_time_hour: '', birth_time_minute: '', birth_time_unknown: true } : {}),
    birth_location: { city: place.city, state: place.state, country: place.country, ...(place.city_id !== undefined ? { city_id: place.city_id } : {}) },
  };
}
