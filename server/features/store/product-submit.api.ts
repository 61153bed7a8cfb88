import { Router, type RequestHandler } from 'express';
import { SubmitReadingContract } from '../../../shared/tarot/reading.contract';
import { isReportCode } from '../../../shared/reports/report-products';
import { AppError, zodFields } from '../../errors';
import { mountContract } from '../../http/mount-contract';
import { requestContext, type SiteServices } from '../../http/request-context';
import { submitReportAction, SubmitReportInputSchema } from '../reports';
import { submitReadingAction, SubmitReadingInputSchema } from '../tarot';

/** Which product family a code belongs to: its submission schema and action. */
const familyOf = (code: string) => (isReportCode(code) ? { schema: SubmitReportInputSchema, action: submitReportAction } : { schema: SubmitReadingInputSchema, action: submitReadingAction });

/**
 * Checks the body against the product's own schema before the contract's union does, so a
 * mistake is answered with that product's messages per field (not "no option matched").
 */
const checkForProduct: RequestHandler = (req, res, next) => {
  const { schema } = familyOf(String(req.params.code ?? ''));
  const parsed = schema.safeParse({ ...(typeof req.body === 'object' && req.body !== null ? req.body : {}), code: req.params.code });
  if (!parsed.success) throw new AppError('validation_failed', 'Some fields are missing or not valid.', zodFields(parsed.error.issues));
  res.locals.submission = parsed.data;
  next();
};

/**
 * `POST /api/product/submit/{upc-or-code}` (spec 2 §7, spec 3 §7): one address for every product
 * a member submits, the tarot readings' cards (the tarot feature) and the birth reports' details
 * (the reports feature), each checked and run by its own action.
 */
export default function productSubmitApi(services: SiteServices): Router {
  const router = Router();
  mountContract(
    router,
    SubmitReadingContract,
    ({ params, req }) => {
      const context = requestContext(services, req, req.res!);
      const submission = req.res!.locals.submission;
      return isReportCode(params.code) ? submitReportAction.run(submission, context) : submitReadingAction.run(submission, context);
    },
    checkForProduct,
  );
  return router;
}
