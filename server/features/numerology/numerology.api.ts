import { Router } from 'express';
import { dailyPageRange, horoscopeToday, inRange } from '../../../shared/horoscopes/horoscopes';
import { DailyNumberContract } from '../../../shared/numerology/numerology.contract';
import { AppError } from '../../errors';
import { mountContract } from '../../http/mount-contract';
import { dailyNumber } from './daily-number';

/**
 * The numerology call (issue #24, spec 2 §7): the number of the day, everyone's and with a birth
 * date the reader's personal day number, for the daily pages' dates.
 */
export default function numerologyApi(): Router {
  const router = Router();
  mountContract(router, DailyNumberContract, ({ query }) => {
    const today = horoscopeToday();
    const date = query.today ?? today;
    const range = dailyPageRange(today);
    if (!inRange(range, date)) throw new AppError('not_found', `There is no number of the day for ${date}: they run from ${range.min} to ${range.max}.`);
    return { ...dailyNumber(date, query.birth_date), date };
  });
  return router;
}
