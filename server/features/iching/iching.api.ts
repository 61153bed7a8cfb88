import { Router } from 'express';
import type { z } from 'zod';
import { dailyPageRange, horoscopeToday, inRange } from '../../../shared/horoscopes/horoscopes';
import { CastContract, DayHexagramContract, GetHexagramContract, type HexagramSchema } from '../../../shared/iching/iching.contract';
import { hexagramShape, readCast } from '../../../shared/iching/hexagrams';
import { parseIsoDate } from '../../../shared/site/calendar';
import { hexagramSlug, hexagramText } from '../../content/iching/library';
import { AppError } from '../../errors';
import { mountContract } from '../../http/mount-contract';
import { castLines } from './cast';
import { hexagramOfTheDay } from './daily-hexagram';
import { hexagramHref } from './hexagram-links';

function hexagram(number: number): z.input<typeof HexagramSchema> {
  const shape = hexagramShape(number)!;
  const text = hexagramText(number);
  return { number, name: text.name, slug: hexagramSlug(text), lines: [...shape.lines], upper: shape.upper.name, lower: shape.lower.name, url: hexagramHref(number) };
}

function dayHexagram(number: number, date: string) {
  const text = hexagramText(number);
  return { id: number, title: `${number}. ${text.name}`, date, main_text: text.today, url: hexagramHref(number) };
}

/**
 * The I Ching calls (issue #24, spec 2 §7): a hexagram by number for other sites and apps, the
 * hexagram of the day (everyone's, and with a birth date the reader's own), and a cast by the
 * three-coin method.
 */
export default function ichingApi(): Router {
  const router = Router();
  mountContract(router, GetHexagramContract, ({ params, req }) => {
    // The same for everyone and fixed: caches may keep it a day.
    req.res?.set('Cache-Control', 'public, max-age=86400');
    return hexagram(params.number);
  });
  mountContract(router, DayHexagramContract, ({ query }) => {
    const today = horoscopeToday();
    const date = query.date ?? today;
    if (!parseIsoDate(date)) throw new AppError('validation_failed', 'The request query are not valid.', { date: ['date must be a real calendar date (YYYY-MM-DD).'] });
    if (query.birthdate && !parseIsoDate(query.birthdate)) throw new AppError('validation_failed', 'The request query are not valid.', { birthdate: ['birthdate must be a real calendar date (YYYY-MM-DD).'] });
    const range = dailyPageRange(today);
    if (!inRange(range, date)) throw new AppError('not_found', `There is no hexagram of the day for ${date}: they run from ${range.min} to ${range.max}.`);
    return {
      data: {
        everyone: dayHexagram(hexagramOfTheDay(date), date),
        you: query.birthdate ? dayHexagram(hexagramOfTheDay(date, query.birthdate), date) : null,
      },
    };
  });
  mountContract(router, CastContract, ({ req }) => {
    // A cast is new every time: no cache may keep one.
    req.res?.set('Cache-Control', 'no-store');
    const lines = castLines();
    const { primary, relating, changing } = readCast(lines);
    return { lines, primary: hexagram(primary.number), relating: relating ? hexagram(relating.number) : null, changing: changing.map((index) => index + 1) };
  });
  return router;
}
