import { addDays, addMonths, perksEndAfter, startOfDay, utcDay } from '../../server/platform/commerce/billing-dates';

describe('billing dates', () => {
  it('moves a month ahead to the same day of the next month', () => {
    expect(addMonths('2026-11-23', 1)).toBe('2026-12-23');
    expect(addMonths('2026-12-15', 1)).toBe('2027-01-15');
  });

  it('clamps to the last day of a shorter month', () => {
    expect(addMonths('2027-01-31', 1)).toBe('2027-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-03-31', 1)).toBe('2026-04-30');
    expect(addMonths('2026-08-31', 1)).toBe('2026-09-30');
  });

  it('counts days across month and year ends', () => {
    expect(addDays('2026-12-28', 7)).toBe('2027-01-04');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });

  it('reads the UTC day of a moment, whatever the local zone', () => {
    expect(utcDay(new Date('2026-11-23T23:59:59.999Z'))).toBe('2026-11-23');
    expect(utcDay(new Date('2026-11-24T00:00:00.000Z'))).toBe('2026-11-24');
    expect(startOfDay('2026-11-24')).toBe(Date.parse('2026-11-24T00:00:00Z'));
  });

  it('ends perks at the end of the day after the billing day', () => {
    expect(perksEndAfter('2026-12-31')).toBe(Date.parse('2027-01-02T00:00:00Z'));
  });

  it('refuses what is not a day', () => {
    expect(() => addMonths('2026-1-5', 1)).toThrow('Not a billing day');
  });
});
