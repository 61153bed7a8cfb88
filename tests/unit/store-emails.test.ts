import { receiptEmail } from '../../server/platform/mail/store-emails';

const site = { siteName: 'Starlit', siteUrl: 'https://starlit.test' };
const receipt = {
  template: 'receipt' as const,
  to: 'ada@example.com',
  first_name: 'Ada',
  order_uuid: '00000000-0000-4000-8000-000000000001',
  product_name: 'VIP Membership',
  amount: '$9.99',
  payment: 'Visa ending 4242',
  billing: 'Billed monthly; next billing January 2, 2027',
  date: '2026-12-02',
  url: 'https://starlit.test/readings-reports/subscription/vip-membership',
};

describe('the receipt email', () => {
  it('says what paid for a purchase, with the date as the site writes it', () => {
    const mail = receiptEmail(site, receipt);
    expect(mail.text).toContain('Paid with: Visa ending 4242');
    expect(mail.text).toContain('Date: December 2, 2026');
    expect(mail.html).toContain('Paid with');
  });

  it('says a free trial’s card is charged later, not that it paid', () => {
    const mail = receiptEmail(site, { ...receipt, amount: '$0.00' });
    expect(mail.text).toContain('Amount: $0.00');
    expect(mail.text).toContain('To be charged to: Visa ending 4242');
    expect(mail.text).toContain('next billing January 2, 2027');
    expect(`${mail.text}${mail.html}`).not.toContain('Paid with');
  });
});
