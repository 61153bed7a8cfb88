/** The rules service's table: promo and notification messages by placement. */
export interface RulesTables {
  rules_promo_messages: RulesPromoMessagesTable;
}

export interface RulesPromoMessagesTable {
  uuid: string;
  code: string;
  placement: string;
  /** Comma-separated. */
  tags: string;
  /** HTML as written; sanitised on every answer. */
  message: string;
  /** 1 shown, 0 withdrawn. */
  active: number;
  created_at: string;
}

declare module '../platform-tables' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the service's tables join the whole platform's
  interface PlatformTables extends RulesTables {}
}
