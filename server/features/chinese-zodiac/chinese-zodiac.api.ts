import { Router } from 'express';
import { CHINESE_DATE_MESSAGES, GetChineseSignContract } from '../../../shared/chinese-zodiac/chinese-zodiac.contract';
import { chineseYear } from '../../../shared/chinese-zodiac/chinese-zodiac';
import { AppError } from '../../errors';
import { mountContract } from '../../http/mount-contract';

/**
 * The Chinese zodiac calculator's call (issue #24, spec 2 §7): `GET /api/compat-meter/getchinese`
 * turns a birth date into its Chinese year. The contract's schema refuses what is not a date of
 * 1900-01-31 to 2100-12-31 with a 400 naming the field (`month`, `day` or `year`).
 */
export default function chineseZodiacApi(): Router {
  const router = Router();
  mountContract(router, GetChineseSignContract, ({ query, req }) => {
    const found = chineseYear(query.year, query.month, query.day);
    // The schema lets only dates of the calendar's range through; this is its last guard.
    if (!found) throw new AppError('validation_failed', 'The request query parameters are not valid.', { day: [CHINESE_DATE_MESSAGES.tooEarly] });
    // The same for everyone and never changing: caches may keep it a day.
    req.res?.set('Cache-Control', 'public, max-age=86400');
    return { data: { sign: found.sign, element: found.element, year: found.year, starts: found.starts, ends: found.ends } };
  });
  return router;
}
