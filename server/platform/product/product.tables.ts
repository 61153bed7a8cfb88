/** The product service's tables: tarot deals and the readings made from them. */
export interface ProductTables {
  product_deals: ProductDealsTable;
  product_readings: ProductReadingsTable;
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
