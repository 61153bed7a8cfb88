import path from 'node:path';
import { z } from 'zod';
import { OutboxPage } from '../../../views/site/outbox-page';
import { AppError } from '../../errors';
import type { RequestContext } from '../../http/request-context';
import { listOutbox, parseHeaders, readMessagePart, readOutboxMessage } from '../../mail-outbox';
import { definePage, PageResponse } from '../../http/page-module';
import { ROUTES } from '../../../shared/routes';

/** The outbox exists only in development (`npm run dev`): everywhere else these paths are 404. */
function outboxDirectory({ config }: RequestContext): string {
  if (config.NODE_ENV !== 'development') throw new AppError('not_found', 'No such page.');
  return path.resolve(config.MAIL_OUTBOX_DIR);
}

const fileParams = z.object({ file: z.string().regex(/^[\w.-]+\.eml$/) });
const head = () => ({ title: 'Outbox', description: 'Emails written in development.', noindex: true });

function readMessage(directory: string, file: string): string {
  const raw = readOutboxMessage(directory, file);
  if (raw === undefined) throw new AppError('not_found', 'No such message.');
  return raw;
}

/** `/dev/outbox`: the emails written to MAIL_OUTBOX_DIR, so reset links and welcome emails can be read without a mail server. */
export const outboxPages = [
  definePage({
    path: ROUTES.outbox,
    interactive: false,
    load: (context) => {
      const directory = outboxDirectory(context);
      return { directory, entries: listOutbox(directory, 200) };
    },
    head,
    View: OutboxPage,
  }),
  definePage({
    path: ROUTES.outboxMessage,
    params: fileParams,
    interactive: false,
    load: (context) => {
      const directory = outboxDirectory(context);
      const raw = readMessage(directory, context.params.file);
      return { directory, entries: [], message: { file: context.params.file, headers: Object.fromEntries(parseHeaders(raw)), text: readMessagePart(raw, 'text/plain') ?? '' } };
    },
    head,
    View: OutboxPage,
  }),
  definePage({
    path: ROUTES.outboxRaw,
    params: fileParams,
    interactive: false,
    load: (context) => {
      const raw = readMessage(outboxDirectory(context), context.params.file);
      throw new PageResponse((res) => res.type('message/rfc822').attachment(context.params.file).send(raw));
    },
    head,
    View: OutboxPage,
  }),
];
