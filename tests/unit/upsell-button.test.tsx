import { renderToStaticMarkup } from 'react-dom/server';
import { pickUpsell, upsellsUsedCookie } from '../../shared/site/site-cookies';
import { UpsellButton } from '../../views/ui/upsell-button';

const UPSELLS = [
  { upsell_upc: 'love-reading', description: { product_url: '/readings-reports/love' } },
  { upsell_upc: 'career-reading', description: { product_url: '/readings-reports/career' } },
];

describe('SUGGESTED READING (spec 1 §4 Upsell)', () => {
  it('links to the first upsell not yet used', () => {
    expect(renderToStaticMarkup(<UpsellButton upsells={UPSELLS} used={[]} />)).toBe(
      '<a class="button button-gold upsell-button" href="/readings-reports/love" data-upsell="love-reading">SUGGESTED READING</a>',
    );
    expect(renderToStaticMarkup(<UpsellButton upsells={UPSELLS} used={['love-reading']} />)).toContain('href="/readings-reports/career"');
  });

  it('starts again from the first when every upsell was used, and renders nothing without upsells', () => {
    expect(renderToStaticMarkup(<UpsellButton upsells={UPSELLS} used={['love-reading', 'career-reading']} />)).toContain('href="/readings-reports/love"');
    expect(renderToStaticMarkup(<UpsellButton upsells={[]} used={[]} />)).toBe('');
  });

  it('stores what was shown in upsells_used for 7 days', () => {
    const { used } = pickUpsell(UPSELLS, ['love-reading']);
    expect(upsellsUsedCookie(used)).toEqual({ name: 'upsells_used', value: 'love-reading,career-reading', maxAgeSeconds: 7 * 86_400 });
  });
});
