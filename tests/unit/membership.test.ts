import { canceledMessage, daysUntil, inDaysText, isBilled, isHeld, unsubscribeWarningDays } from '../../shared/store/membership';

describe('the VIP unsubscribe dialog’s “in 5 days” mode (spec 1 §4, §9)', () => {
  const today = '2026-11-23';

  it('counts whole days to the next billing, across months and years', () => {
    expect(daysUntil('2026-11-23', today)).toBe(0);
    expect(daysUntil('2026-12-01', today)).toBe(8);
    expect(daysUntil('2027-01-01', '2026-12-31')).toBe(1);
    expect(daysUntil('2026-11-20', today)).toBe(-3);
  });

  it('applies from the billing day itself up to 5 days before it', () => {
    expect(unsubscribeWarningDays('2026-11-23', today)).toBe(0);
    expect(unsubscribeWarningDays('2026-11-26', today)).toBe(3);
    expect(unsubscribeWarningDays('2026-11-28', today)).toBe(5);
  });

  it('is the normal mode further off, for a date already past, or for a date that is not one', () => {
    expect(unsubscribeWarningDays('2026-11-29', today)).toBeNull();
    expect(unsubscribeWarningDays('2026-11-22', today)).toBeNull();
    expect(unsubscribeWarningDays('soon', today)).toBeNull();
  });

  it('says when in words', () => {
    expect(inDaysText(0)).toBe('today');
    expect(inDaysText(1)).toBe('tomorrow');
    expect(inDaysText(4)).toBe('in 4 days');
  });
});

describe('a held subscription', () => {
  const today = '2026-11-23';
  it('is billed while trialing, active or past due; canceled ones are held until their end', () => {
    expect(isBilled({ status: 'trialing' })).toBe(true);
    expect(isBilled({ status: 'past_due' })).toBe(true);
    expect(isBilled({ status: 'canceled' })).toBe(false);
    expect(isHeld({ status: 'canceled', next_billing_date: '2026-11-30' }, today)).toBe(true);
    expect(isHeld({ status: 'canceled', next_billing_date: '2026-11-22' }, today)).toBe(false);
    expect(isHeld({ status: 'ended', next_billing_date: '2026-12-30' }, today)).toBe(false);
  });

  it('is announced canceled with the day its perks end', () => {
    expect(canceledMessage({ upc: 'vip-monthly-subscription', product_name: 'VIP Membership', next_billing_date: '2026-12-07' })).toBe(
      'Your VIP membership has been canceled. Your perks stay until December 7, 2026.',
    );
    expect(canceledMessage({ upc: 'drt-monthly-subscription', product_name: 'Daily Reflection', next_billing_date: '2026-12-07' })).toContain('until December 7, 2026');
  });
});
