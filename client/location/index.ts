/** What the location feature offers other islands: the place autocomplete of a birth-place field. */
export { PlaceAutocomplete, type PlaceValue } from './place-autocomplete';
