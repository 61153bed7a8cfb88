import type { Generated } from 'kysely';

/**
 * Table types for Kysely. Each block belongs to one owner; no service reads another's tables.
 */

// Web tier: express-session rows.
export interface SessionsTable {
  sid: string;
  /** The session as JSON. */
  sess: string;
  /** Epoch milliseconds after which the row is dead. */
  expires_at: number;
}

// Mail platform: the email lists a member can subscribe to.
export interface MailListsTable {
  id: Generated<number>;
  code: string;
  name: string;
  description: string;
  frequency: string;
  sort_order: number;
}

// Location platform: GeoNames places, ISO countries.
export interface LocCountriesTable {
  country_id: number;
  iso2: string;
  iso3: string;
  iso_numeric: number;
  name: string;
  name_key: string;
}

export interface LocStatesTable {
  state_id: number;
  country_id: number;
  /** GeoNames admin1 code within the country ("NY", "07", "ENG"). */
  admin1_code: string;
  /** What people call the state's code: the postal code for US states, else the admin1 code. */
  code: string;
  name: string;
  name_key: string;
}

export interface LocCitiesTable {
  /** GeoNames id. */
  city_id: number;
  name: string;
  ascii_name: string;
  name_key: string;
  state_id: number | null;
  country_id: number;
  latitude: number;
  longitude: number;
  population: number;
  timezone: string;
}

export interface LocMetaTable {
  key: string;
  value: string;
}

// Member platform.
export interface MembersTable {
  member_uuid: string;
  email: string;
  password_hash: string;
  first_name: string;
  display_name: string;
  account_type_id: number;
  birth_date: string;
  gender: string | null;
  birth_time: string | null;
  sexual_orientation: string | null;
  favorite_deck_id: number | null;
  timezone: number | null;
  signup_gateway: string | null;
  signup_url: string | null;
  sms_optin: number;
  status: string;
  privacy_policy_at: string | null;
  created_at: string;
  updated_at: string;
  kc_balance: Generated<number>;
}

export interface MemberTransactionsTable {
  transaction_uuid: string;
  member_uuid: string;
  kind: string;
  description: string;
  usd_cents: number | null;
  kc: number;
  order_uuid: string | null;
  created_at: string;
}

export interface MemberProfilesTable {
  profile_uuid: string;
  member_uuid: string;
  is_self: number;
  first_name: string;
  last_name: string | null;
  gender: string | null;
  birth_date: string;
  birth_time: string | null;
  birth_city: string | null;
  birth_state: string | null;
  birth_country: string | null;
  birth_city_id: number | null;
  current_city: string | null;
  current_state: string | null;
  current_country: string | null;
  current_city_id: number | null;
  created_at: string;
}

export interface MemberTokensTable {
  /** SHA-256 of the token: the token itself is never stored. */
  token_hash: string;
  member_uuid: string;
  purpose: string;
  expires_at: number;
  used_at: number | null;
}

// Web tier: rate-limit counters.
export interface RateLimitsTable {
  key: string;
  window_start: number;
  count: number;
}

export interface MemberJournalTable {
  member_uuid: string;
  slug: string;
  kind: string;
  title: string;
  url: string;
  created_at: string;
}

// Mail platform: who is on which list.
export interface MailSubscriptionsTable {
  member_uuid: string;
  list_code: string;
  subscribed: number;
  location: string | null;
  reason: string | null;
  updated_at: string;
}

export interface SmsSubscriptionsTable {
  member_uuid: string;
  phone: string;
  status: string;
  promos: number;
  location: string;
  updated_at: string;
}

export interface SupportTicketsTable {
  ticket_id: string;
  member_uuid: string | null;
  subject: string;
  name: string;
  email: string;
  phone: string;
  description: string;
  page: string;
  status: string;
  created_at: string;
}

export interface NotificationReadsTable {
  member_uuid: string;
  code: string;
  viewed_at: string;
}

export interface DB {
  notification_reads: NotificationReadsTable;
  support_tickets: SupportTicketsTable;
  sms_subscriptions: SmsSubscriptionsTable;
  member_transactions: MemberTransactionsTable;
  member_journal: MemberJournalTable;
  mail_subscriptions: MailSubscriptionsTable;
  rate_limits: RateLimitsTable;
  members: MembersTable;
  member_profiles: MemberProfilesTable;
  member_tokens: MemberTokensTable;
  sessions: SessionsTable;
  mail_lists: MailListsTable;
  loc_countries: LocCountriesTable;
  loc_states: LocStatesTable;
  loc_cities: LocCitiesTable;
  loc_meta: LocMetaTable;
}
