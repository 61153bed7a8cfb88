/**
 * The parts of a profile a member may leave out, all left out: no birth time, no birth place and
 * no current place. Both as the API gives a profile and as the member_profiles table keeps it.
 */
export const NO_TIME_OR_PLACES = {
  birth_time: null,
  birth_city: null,
  birth_state: null,
  birth_country: null,
  birth_city_id: null,
  current_city: null,
  current_state: null,
  current_country: null,
  current_city_id: null,
} as const;
