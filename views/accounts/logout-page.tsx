import { ContentPage } from '../templates/content-page';
import { href, ROUTES } from '../../shared/routes';

/** `/logout` reached by its address: one button, since only a POST logs out. */
export function LogoutPage() {
  return (
    <ContentPage title="Log Out" headingId="logout-heading" kicker="Your account" art="account" breadcrumb={[{ label: 'Home', href: href(ROUTES.home) }, { label: 'Log Out' }]} as="div">
      <p>Are you sure you want to log out on this device?</p>
      <form method="post" action={href(ROUTES.logout)}>
        <input type="hidden" name="intent" value="logout" />
        <input type="hidden" name="next" value={href(ROUTES.home)} />
        <button type="submit" className="button button-primary">
          LOG OUT
        </button>
      </form>
    </ContentPage>
  );
}
