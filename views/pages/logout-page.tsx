import { ContentPage } from '../templates/content-page';

/** `/logout` reached by its address: one button, since only a POST logs out. */
export function LogoutPage() {
  return (
    <ContentPage title="Log Out" headingId="logout-heading" kicker="Your account" art="account" breadcrumb={[{ label: 'Home', href: '/' }, { label: 'Log Out' }]} as="div">
      <p>Are you sure you want to log out on this device?</p>
      <form method="post" action="/logout">
        <input type="hidden" name="intent" value="logout" />
        <input type="hidden" name="next" value="/" />
        <button type="submit" className="button button-primary">
          LOG OUT
        </button>
      </form>
    </ContentPage>
  );
}
