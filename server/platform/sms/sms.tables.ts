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
