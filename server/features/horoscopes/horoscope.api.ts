import { Router } from 'express';
import { GetHoroscopeContract } from '../../../shared/horoscopes/horoscope.contract';
import { parseIsoDate } from '../../../shared/site/calendar';
import { horoscopeRange, horoscopeToday, inRange, SLANTS } from '../../../shared/horoscopes/horoscopes';
import type { ZodiacSlug } from '../../../shared/horoscopes/zodiac';
import { AppError } from '../../errors';
import { horoscopeFor } from './horoscopes';
import { mountContract } from '../../http/mount-contract';

/**
 * The public horoscope API: `GET /api/horoscope/{slant}/{sign}/{date}` answers the horoscope of
 * the period holding `date`, within the dates the pages show (spec 2 §5); outside them a 404.
 */
export default function horoscopeApi(): Router {
  const router = Router();
  mountContract(
    router,
    GetHoroscopeContract,
    ({ params, req }) => {
      if (!parseIsoDate(params.date)) throw new AppError('bad_request', 'date must be a real calendar date (YYYY-MM-DD).');
      const range = horoscopeRange(params.slant, horoscopeToday());
      if (!inRange(range, params.date)) {
        throw new AppError('not_found', `There is no ${SLANTS[params.slant].name.toLowerCase()} for ${params.date}: horoscopes run from ${range.min} to ${range.max}.`);
      }
      // A horoscope is the same for everyone and fixed once written: caches may keep it an hour.
      req.res?.set('Cache-Control', 'public, max-age=3600');
      return horoscopeFor(params.slant, params.sign as ZodiacSlug, params.date);
    },
  );
  return router;
}
