/** The SMS service's table: members' text-message consent. */
export interface SmsTables {
  sms_subscriptions: SmsSubscriptionsTable;
}

export interface SmsSubscriptionsTable {
  member_uuid: string;
  phone: string;
  status: string;
  promos: number;
  location: string;
  updated_at: string;
}

declare module '../platform-tables' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the service's tables join the whole platform's
  interface PlatformTables extends SmsTables {}
}
