import type { z } from 'zod';
import type { numerologyFramingSchema } from './types';

/**
 * The Numerology Forecast's framing (issue #26): its introduction and closing, the note for a
 * name given without a surname, and the intros of the maturity, pinnacles, challenges, personal
 * year and months sections. Shape and limits in ./types.
 */
export const FRAMING: z.infer<typeof numerologyFramingSchema> = {
  intro:
    'Numerology reads a life through a handful of numbers, each found by reducing a birth date or the letters of a name to a single digit, or to one of the master numbers Eleven, Twenty-Two and Thirty-Three. This forecast begins with the numbers you carry for good: your life path from your birth date, your expression, soul urge and personality from your name, and your birthday number. It then follows the longer arcs of your life through your maturity number, your four pinnacles and your four challenges, before turning to the months ahead. Numerology sees time as a series of nine-year cycles, and your personal year shows where you stand in yours. Each of the twelve months carries a number as well, suggesting when to begin, when to finish and when simply to rest. Read it as a planning companion rather than a prediction: the numbers describe tendencies and timing, and the choices remain yours.',
  closing:
    'Numbers are a way of paying attention. Your core numbers describe the materials you were given, your pinnacles and challenges the long seasons in which those materials are shaped, and your personal year and months the nearer rhythm of beginning, building and letting go. None of them decides anything on your behalf. Use the months as a loose calendar: notice when a One arrives and you feel like starting, when a Seven asks for quiet, when a Nine suggests it is time to clear the decks. If a month does not match what you see around you, trust what you see, because the cycle is a lens and not a law. Come back to these pages when a new month begins or a decision feels stuck. Over time the rhythm may grow familiar, and working with it rather than against it can make the year feel less like something that happens to you.',
  firstNameOnly:
    'Your name was given as a single word, so the name numbers here come from that word alone. Numerologists traditionally work from the full name on the birth certificate, every part of it, and a first name by itself shows only part of the picture. Read your expression, soul urge, personality and maturity numbers as a sketch; the whole birth name fills in the rest.',
  maturity:
    'Your maturity number adds your life path to your expression, joining the road you travel to the talents you bring to it. It describes what your life tends to grow into rather than where it starts. Its influence usually arrives gradually, often from somewhere around the mid-thirties, and becomes clearer with each decade. Think of it as the harvest that the earlier seasons are quietly preparing.',
  pinnacles:
    'Your life divides into four long periods called pinnacles, each with a number drawn from your birth date. The first runs from birth to an age set by your life path, the second and third last nine years each, and the fourth carries you through the rest of your life. A pinnacle describes the climate of a stretch of years: the opportunities it offers and the qualities it asks you to develop. The shift from one to the next is often felt a year or so either side of the turning point.',
  challenges:
    'Alongside each pinnacle runs a challenge, a number found by subtracting the digits of your birth date from one another. Where a pinnacle shows the opportunity of a period, its challenge shows the weakness that period keeps testing, the lesson that returns until it is learned. The third, often called the main challenge, tends to be felt throughout life. Challenges are not punishments; many people find that the one they worked hardest on became a strength.',
  personalYears:
    'Numerology treats time as a series of nine-year cycles. Each year of a cycle carries its own theme, from the fresh start of a One to the completion of a Nine, and your personal year is found by adding your birth month and day to the calendar year and reducing the total. It follows the calendar, turning over at New Year, and sets the background against which every month inside it is read.',
  months:
    'Each month has a personal number too: your personal year plus the calendar month, reduced. The months move through the same themes as the years, only faster, so twelve of them run through the whole cycle and then some numbers come round again. When that happens, the second visit is read as a return that asks what has moved on since. A month that adds up to a master number is read through its root, so Eleven counts as Two, Twenty-Two as Four and Thirty-Three as Six.',
};
