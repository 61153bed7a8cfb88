/** The product service's tables: tarot deals and the readings made from them. */
export interface ProductTables {
  product_deals: ProductDealsTable;
  product_readings: ProductReadingsTable;
  product_reports: ProductReportsTable;
}

/** A report (migrations 037, 038): who it is for, what it reads, and whether it is paid for yet. */
export interface ProductReportsTable {
  /** Random, unguessable (128 bits, base64url): the report's address, /report/{slug}. */
  report_slug: string;
  member_uuid: string;
  product_code: string;
  /** 'held' until a paid report's order is paid; 'ready' to read. */
  status: 'held' | 'ready';
  name: string;
  gender: string;
  birth_date: string;
  /** HH:mm, or null when the birth time is not known (it can be added once). */
  birth_time: string | null;
  city_id: number;
  houses: string;
  /** The instant chosen when the local time was skipped or shown twice. */
  utc_choice: string | null;
  /** A paired report's second person (migration 038): PersonInputs as JSON. */
  person_2: string | null;
  /** A forecast's first month, YYYY-MM-01. */
  forecast_date: string | null;
  /** The big-picture forecasts: where the reader lives now. */
  current_city_id: number | null;
  created_at: string;
  updated_at: string;
}

export interface ProductDealsTable {
  /** Random, unguessable (128 bits, base64url). */
  deal_id: string;
  /** The visitor's session key when dealt to a visitor; null for a member's deal. */
  session_key: string | null;
  member_uuid: string | null;
  spread_code: string;
  deck_code: string;
  /** JSON: the deck's 78 card ids in the dealt order. */
  fan: string;
  created_at: string;
  /** The reading this deal made, once it has. */
  reading_id: string | null;
  /** A paid spread's cards held until its order is paid (JSON, as a reading stores them); null otherwise. Migration 018. */
  held_cards: string | null;
  /** The question asked with the held cards. */
  held_question: string | null;
}

export interface ProductReadingsTable {
  /** Random, unguessable (128 bits, base64url): the reading's URL. */
  reading_id: string;
  /** Unique: one deal makes one reading, whatever arrives at the same moment. */
  deal_id: string;
  member_uuid: string;
  spread_code: string;
  deck_code: string;
  question: string;
  /** JSON: [{card_id, orientation, position}] in position order. */
  cards: string;
  created_at: string;
}

declare module '../platform-tables' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the service's tables join the whole platform's
  interface PlatformTables extends ProductTables {}
}
