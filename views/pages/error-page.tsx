export interface ErrorPageProps {
  status: number;
  heading: string;
  message: string;
}

/** 404 and 500 pages, in the site layout, with a way back. */
export function ErrorPage({ status, heading, message }: ErrorPageProps) {
  return (
    <section className="container error-page" aria-labelledby="error-heading">
      <p className="visually-hidden">Error {status}</p>
      <h1 id="error-heading">{heading}</h1>
      <p>{message}</p>
      <p>
        <a className="button button-primary" href="/">
          Go to the home page
        </a>
      </p>
    </section>
  );
}
