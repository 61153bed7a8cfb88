/** The support service's table: contact-form tickets. */
export interface SupportTables {
  support_tickets: SupportTicketsTable;
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

declare module '../platform-tables' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the service's tables join the whole platform's
  interface PlatformTables extends SupportTables {}
}
