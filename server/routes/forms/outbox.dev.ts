import path from 'node:path';
import { Router } from 'express';
import { OutboxPage } from '../../../views/pages/outbox-page';
import { AppError } from '../../errors';
import { listOutbox, parseHeaders, readMessagePart, readOutboxMessage } from '../../platform/mail/mail-transport';
import { sendFormPage, type FormPageDeps } from './form-page';

/**
 * `/dev/outbox`: in development, the emails written to MAIL_OUTBOX_DIR, so password-reset links
 * and welcome emails can be read without a mail server. Never mounted in production or tests.
 */
export function outboxPages(deps: FormPageDeps): Router {
  const router = Router();
  const directory = path.resolve(deps.config.MAIL_OUTBOX_DIR);
  const page = { title: 'Outbox', description: 'Emails written in development.', View: OutboxPage };

  router.get('/dev/outbox', (req, res) => {
    sendFormPage(deps, req, res, { ...page, props: { directory, entries: listOutbox(directory, 200) } });
  });

  router.get('/dev/outbox/:file', (req, res) => {
    const raw = readOutboxMessage(directory, req.params.file);
    if (raw === undefined) throw new AppError('not_found', 'No such message.');
    const headers = Object.fromEntries(parseHeaders(raw));
    sendFormPage(deps, req, res, {
      ...page,
      props: { directory, entries: [], message: { file: req.params.file, headers, text: readMessagePart(raw, 'text/plain') ?? '' } },
    });
  });

  router.get('/dev/outbox/:file/raw', (req, res) => {
    const raw = readOutboxMessage(directory, req.params.file);
    if (raw === undefined) throw new AppError('not_found', 'No such message.');
    res.type('message/rfc822').attachment(req.params.file).send(raw);
  });
  return router;
}
