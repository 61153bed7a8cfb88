import { tablesOf } from '../../db/database';
import { definePlatformService } from '../platform-service';
import { mailOptions } from './mail-setup';
import { mailRoutes } from './mail.routes';
import { seedMailLists } from './mail.seed';
import { createMailService } from './mail.service';
import type { MailTables } from './mail.tables';
import * as mailLists from './migrations/002-mail-lists';
import * as mailSubscriptions from './migrations/011-mail-subscriptions';

/** The mail service: templates, delivery (SMTP or the outbox folder) and email lists. */
export const mailService = definePlatformService({
  name: 'mail',
  migrations: { '002-mail-lists': mailLists, '011-mail-subscriptions': mailSubscriptions },
  seed: (database) => seedMailLists(tablesOf<MailTables>(database)),
  start({ database, config }, ports) {
    const mail = createMailService(tablesOf<MailTables>(database), mailOptions(config), ports);
    return {
      routes: mailRoutes(mail),
      offers: {
        ticketMail: { sendTicket: mail.sendTicket },
        memberMail: {
          joinUnlessChosen: (memberUuid, list, location) => mail.joinUnlessChosen(memberUuid, list, location),
          send: async (message) => {
            await mail.send(message);
          },
        },
      },
    };
  },
});
