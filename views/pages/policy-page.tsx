export interface PolicyPageProps {
  title: string;
  updated: string;
  intro: string[];
  sections: { heading: string; paragraphs: string[]; list?: string[] }[];
}

function formatUpdated(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1, day!)).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

export function PolicyPage({ title, updated, intro, sections }: PolicyPageProps) {
  return (
    <article className="container prose">
      <h1>{title}</h1>
      <p className="updated">
        Last updated <time dateTime={updated}>{formatUpdated(updated)}</time>
      </p>
      {intro.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {sections.map((section) => (
        <section key={section.heading}>
          <h2>{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {section.list && (
            <ul>
              {section.list.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </article>
  );
}
