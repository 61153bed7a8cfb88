/** The commerce service's tables (migrations 032 and 033). Bigint columns read back as number or string: wrap in Number(). */
export interface CommerceTables {
  commerce_orders: CommerceOrdersTable;
  commerce_subscriptions: CommerceSubscriptionsTable;
  commerce_credits: CommerceCreditsTable;
  commerce_voucher_uses: CommerceVoucherUsesTable;
  sandbox_charges: SandboxChargesTable;
  sandbox_used_nonces: { nonce: string; used_at: string };
  sandbox_methods: SandboxMethodsTable;
  sandbox_approvals: SandboxApprovalsTable;
}

type Bigint = number | string;

export interface CommerceOrdersTable {
  order_uuid: string;
  member_uuid: string;
  upc: string;
  quantity: number;
  request_key: string;
  payment_method: string;
  status: string;
  usd_cents: Bigint;
  kc: Bigint;
  discount_code: string | null;
  discount_amount: Bigint | null;
  deal_id: string | null;
  subscription_uuid: string | null;
  charge_id: string | null;
  approval_token: string | null;
  payment_label: string | null;
  fulfilment_url: string | null;
  error: string | null;
  receipt_sent_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface CommerceSubscriptionsTable {
  subscription_uuid: string;
  member_uuid: string;
  upc: string;
  status: string;
  method_token: string | null;
  payment_label: string;
  usd_cents: Bigint;
  next_billing_date: string;
  failed_attempts: number;
  retry_at: string | null;
  canceled_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface CommerceCreditsTable {
  credit_key: string;
  member_uuid: string;
  source: string;
  used_order_uuid: string | null;
  expires_at: string;
  created_at: string;
}

export interface CommerceVoucherUsesTable {
  member_uuid: string;
  code: string;
  order_uuid: string;
  created_at: string;
}

export interface SandboxChargesTable {
  charge_id: string;
  idempotency_key: string;
  amount_cents: Bigint;
  description: string;
  payment_label: string;
  created_at: string;
}

export interface SandboxMethodsTable {
  method_token: string;
  customer: string;
  outcome: string;
  payment_label: string;
  created_at: string;
}

export interface SandboxApprovalsTable {
  token: string;
  idempotency_key: string;
  amount_cents: Bigint;
  description: string;
  return_url: string;
  cancel_url: string;
  vault: number;
  status: string;
  created_at: string;
}

declare module '../platform-tables' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the service's tables join the whole platform's
  interface PlatformTables extends CommerceTables {}
}
