import { tablesOf } from '../../db/database';
import { definePlatformService } from '../platform-service';
import { mailDomain } from '../../config';
import { createListDeliveries } from './list-deliveries';
import { mailOptions } from './mail-setup';
import { mailRoutes } from './mail.routes';
import { seedMailLists } from './mail.seed';
import { createMailService } from './mail.service';
import type { MailTables } from './mail.tables';
import * as mailLists from './migrations/002-mail-lists';
import * as mailSubscriptions from './migrations/011-mail-subscriptions';
import * as mailDeliveries from './migrations/040-mail-deliveries';

/** The mail service: templates, delivery (SMTP or the outbox folder) and email lists. */
export const mailService = definePlatformService({
  name: 'mail',
  migrations: { '002-mail-lists': mailLists, '011-mail-subscriptions': mailSubscriptions, '040-mail-deliveries': mailDeliveries },
  seed: (database) => seedMailLists(tablesOf<MailTables>(database)),
  start({ database, config, logger }, ports) {
    const options = mailOptions(config);
    const mail = createMailService(tablesOf<MailTables>(database), options, ports);
    const lists = createListDeliveries(tablesOf<MailTables>(database), { ...options, domain: mailDomain(config), config, logger }, ports);
    return {
      routes: mailRoutes(mail, lists),
      close: () => options.transport.close(),
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
