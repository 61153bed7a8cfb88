/**
 * What the horoscopes feature offers the others: a sign's horoscope for a slant and a date (the
 * home page's excerpts) and the Moon's phase and sign at an instant (from the sky engine).
 */
export { horoscopeFor, type Horoscope } from './horoscopes';
export { moonAt, type MoonNow } from './moon';
/** The sky engine's chart of an instant and place (the birth chart and reports are cast with it). */
export { chart, type Chart } from './sky/chart';
export { bodyPosition, signOf } from './sky/bodies';
export { houses } from './sky/houses';
/** A member's own birth data and the personal reading written from it (the VIP "For you" horoscope and its daily email). */
export { memberNatal } from './member-natal';
export { personalReading, type NatalData, type PersonalReading } from './personal';
