import { HELP_AND_POLICIES } from '../components/help-related';
import { ContentPage } from '../templates/content-page';
import { href, ROUTES } from '../../shared/routes';

export interface CreditItem {
  name: string;
  url: string;
  licence: string;
  licenceUrl?: string;
  use: string;
}

export interface CreditsPageProps {
  title: string;
  intro: string;
  data: CreditItem[];
  software: CreditItem[];
}

function CreditList({ items }: { items: CreditItem[] }) {
  return (
    <ul>
      {items.map((item) => (
        <li key={item.name}>
          <a href={item.url} rel="noopener">
            {item.name}
          </a>{' '}
          ({item.licenceUrl ? <a href={item.licenceUrl} rel="noopener license">{item.licence}</a> : item.licence}). {item.use}
        </li>
      ))}
    </ul>
  );
}

/** `/credits`: a content page listing the data and software the site is built on. */
export function CreditsPage({ title, intro, data, software }: CreditsPageProps) {
  return (
    <ContentPage title={title} kicker="About this site" art="help" breadcrumb={[{ label: 'Home', href: href(ROUTES.home) }, { label: title }]} related={HELP_AND_POLICIES} current={href(ROUTES.credits)}>
      <p>{intro}</p>
      <h2>Data</h2>
      <CreditList items={data} />
      <h2>Software</h2>
      <CreditList items={software} />
    </ContentPage>
  );
}
