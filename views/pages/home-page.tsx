import { formatSignDates, type ZodiacSign } from '../../shared/domain/zodiac';

export interface HomePageProps {
  headline: string;
  lede: string;
  sections: { heading: string; body: string[] }[];
  zodiacHeading: string;
  zodiacIntro: string;
  signs: readonly ZodiacSign[];
}

export function HomePage({ headline, lede, sections, zodiacHeading, zodiacIntro, signs }: HomePageProps) {
  return (
    <>
      <section className="hero">
        <div className="container">
          <h1>{headline}</h1>
          <p>{lede}</p>
        </div>
      </section>
      <section className="section" aria-label="What you will find here">
        <div className="container feature-grid">
          {sections.map((section) => (
            <article className="feature" key={section.heading}>
              <h2>{section.heading}</h2>
              {section.body.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </article>
          ))}
        </div>
      </section>
      <section className="section" aria-labelledby="signs-heading">
        <div className="container">
          <h2 id="signs-heading">{zodiacHeading}</h2>
          <p>{zodiacIntro}</p>
          <ul className="sign-grid">
            {signs.map((sign) => (
              <li className="sign" key={sign.slug}>
                <h3>
                  <span className="sign-symbol" aria-hidden="true">
                    {sign.symbol}
                  </span>
                  {sign.name}
                </h3>
                <p className="sign-dates">{formatSignDates(sign)}</p>
                <p>{sign.summary}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
