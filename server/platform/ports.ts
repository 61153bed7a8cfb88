import type { z } from 'zod';
import type { SendMailContract } from '../../shared/platform-api/mail.platform';

/**
 * What platform services offer one another in-process. A service never imports another service's
 * code or reads its tables: it names the port it needs here, and the service that offers it
 * fills it in at start (see `platform.ts`). Ports are read at call time, so start order is free.
 */
export interface PlatformPorts {
  /** Offered by the member service. */
  members: {
    exists(memberUuid: string): Promise<boolean>;
    /** Whether the member holds a VIP membership (spec 1: subscriptions.vip). */
    isVip(memberUuid: string): Promise<boolean>;
  };
  /** Offered by the member service: the member's journal of saved readings and reports. */
  memberJournal: {
    /** Adds an entry; an entry of that slug already there stays as it is (safe to repeat). */
    save(memberUuid: string, entry: JournalSave): Promise<void>;
  };
  /** Offered by the mail service: what the member service's jobs send and join. */
  memberMail: {
    /**
     * Joins a list unless the member has already chosen about it (joined or left), so a job
     * running late never undoes a choice made since; again: no change. Rejects for a list that
     * does not exist.
     */
    joinUnlessChosen(memberUuid: string, list: string, location: string): Promise<void>;
    /** Renders and sends one of the mail service's templates. Rejects when it cannot be sent. */
    send(message: TemplateMail): Promise<void>;
  };
  /** Offered by the mail service: the two emails of a new support ticket. */
  ticketMail: {
    /** To the support inbox, then the receipt to the writer. Rejects if either cannot be sent. */
    sendTicket(ticket: SupportTicketMail): Promise<void>;
  };
}

export interface SupportTicketMail {
  ticketId: string;
  name: string;
  email: string;
  phone: string;
  subject: string;
  description: string;
  page: string;
}

/** One templated email, as the mail service's send contract takes it. */
export type TemplateMail = z.output<(typeof SendMailContract)['body']>;

/** One journal entry as another service saves it (the product service's readings). */
export interface JournalSave {
  slug: string;
  kind: 'reading' | 'report';
  title: string;
  url: string;
  /** ISO time the reading or report was made. */
  created: string;
}
