/** What the horoscope views offer the others: the sign chooser and the sign picker page (the weekly tarot reading uses both). */
export { SignChooser, type SignChoice } from './horoscope-parts';
export { HoroscopePickerPage } from './horoscope-picker-page';
