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
