import { EmptyState } from '../components/empty-state';
import { PageHeader } from '../components/page-header';
import { href, ROUTES } from '../../shared/routes';

export interface ErrorPageProps {
  status: number;
  heading: string;
  message: string;
}

/** 404 and 500 pages, in the site layout, with a way back. */
export function ErrorPage({ status, heading, message }: ErrorPageProps) {
  return (
    <>
      <PageHeader title={heading} id="error-heading" kicker={`Error ${status}`} art="help" />
      <div className="container error-page">
        <EmptyState
          title="Where to go from here"
          action={
            <a className="button button-primary" href={href(ROUTES.home)}>
              Go to the home page
            </a>
          }
        >
          <p>{message}</p>
        </EmptyState>
      </div>
    </>
  );
}
