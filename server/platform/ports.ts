import type { z } from 'zod';
import type { Transaction } from '../../shared/accounts/member-data';
import type { Description, Price } from '../../shared/store/catalogue';
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
  /** Offered by the member service: Karma Coin movements and dollar purchases on the member's ledger (issue #13). */
  memberLedger: {
    /**
     * Records one immutable entry and applies its coins to the balance in the same database
     * transaction. Keyed by (order_uuid, kind): recording the same again changes nothing and
     * answers `created: false` with the balance now. Rejects with AppError 'conflict' when a spend
     * would take the balance below zero (and writes nothing).
     */
    record(entry: LedgerEntry): Promise<{ kc_balance: number; created: boolean }>;
    balance(memberUuid: string): Promise<number>;
  };
  /** Offered by the member service: who to write to, and when the VIP perks end. */
  memberAccounts: {
    /** null for a member that does not exist or is closed. */
    contact(memberUuid: string): Promise<{ email: string; first_name: string } | null>;
    /** Active members among these ids, with what a list email is composed and timed from (issue #28); others are left out. */
    recipients(memberUuids: readonly string[]): Promise<MailRecipient[]>;
    /** Sets when the VIP perks end (epoch ms); null ends them now. */
    setVipUntil(memberUuid: string, until: number | null): Promise<void>;
  };
  /** Offered by the product service: the catalogue the commerce service prices orders from. */
  catalogue: {
    /** A product by code (UPC); undefined for an unknown code. */
    product(upc: string): CatalogueEntry | undefined;
  };
  /** Offered by the product service: tarot readings held until paid (issue #13). */
  readings: {
    /** The held deal of this member, or null (unknown, someone else's, nothing held, already made). */
    held(dealId: string, memberUuid: string): Promise<{ spread_code: string; reading_id: string | null } | null>;
    /** Makes the held deal's reading (once: again answers the same reading) and saves it to the journal. */
    fulfil(dealId: string, memberUuid: string): Promise<{ reading_id: string; url: string }>;
  };
  /** Offered by the commerce service: whether the member's promo voucher is still unused (rules' voucher-ownership). */
  vouchers: {
    /** The code of the member's first unused voucher, or null. */
    unused(memberUuid: string): Promise<string | null>;
  };
  /** Offered by the sms service. */
  smsOffers: {
    /** Whether the member confirmed the text-message opt-in (replied Y): the 50% offer is theirs. */
    claimed(memberUuid: string): Promise<boolean>;
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

/** A list email's reader, as the member service knows them. */
export interface MailRecipient {
  member_uuid: string;
  email: string;
  first_name: string;
  birth_date: string | null;
  /** Hours from UTC, as chosen at signup; null when not known. */
  timezone: number | null;
  vip: boolean;
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

/** One ledger entry as the commerce service records it (see member.platform's RecordTransactionContract). */
export interface LedgerEntry {
  member_uuid: string;
  kind: Transaction['kind'];
  description: string;
  usd_cents: number | null;
  /** Positive: coins in; negative: coins spent. */
  kc: number;
  order_uuid: string;
}

/** One product of the catalogue as the commerce service prices it. */
export interface CatalogueEntry {
  description: Description;
  price: Price;
  /** Coins a coin package grants (per quantity of one). */
  kc_granted?: number;
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
