import type { FormProps } from '../../shared/forms/form-state';
import { ConsentChoices } from '../ui/consent-banner';
import { HELP_AND_POLICIES } from '../components/help-related';
import { ContentPage } from '../templates/content-page';
import { href, ROUTES } from '../../shared/routes';

/** `/consent` by its address: the banner's choice as a page (the banner's plain form posts here). */
export function ConsentPage({ form }: FormProps) {
  const error = form?.errors?.choice;
  return (
    <ContentPage title="Your Cookie Choices" headingId="consent-heading" kicker="Policies" art="help" breadcrumb={[{ label: 'Home', href: href(ROUTES.home) }, { label: 'Cookie choices' }]} as="div" related={HELP_AND_POLICIES}>
      <p>
        Accepting lets us remember you and show offers that fit; declining hides the notice for a day. The <a href={href(ROUTES.policies['cookie-policy'])}>Cookie Policy</a> lists
        every cookie we set.
      </p>
      {error && (
        <p className="form-message form-message-error" role="alert">
          {error}
        </p>
      )}
      <form method="post" action={href(ROUTES.consent)} className="consent-page-actions">
        <input type="hidden" name="next" value={href(ROUTES.home)} />
        <ConsentChoices />
      </form>
    </ContentPage>
  );
}
