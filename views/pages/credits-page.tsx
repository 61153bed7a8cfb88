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

export function CreditsPage({ title, intro, data, software }: CreditsPageProps) {
  return (
    <article className="container prose">
      <h1>{title}</h1>
      <p>{intro}</p>
      <h2>Data</h2>
      <CreditList items={data} />
      <h2>Software</h2>
      <CreditList items={software} />
    </article>
  );
}
