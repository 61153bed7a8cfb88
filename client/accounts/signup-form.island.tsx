import { routeAfterSignup } from '../../shared/accounts/signup-context';
import type { IslandProps } from '../../shared/islands';
import { recordConsentCookies, SignupForm } from './signup-form';
import { defineIsland } from '../runtime/define-island';
import type { RoutePattern } from '../../shared/routes';

/** `/signup`: the signup form as a page. Without JavaScript the server handles the post; with it the form sends JSON and goes home. */
function SignupPageForm(form: IslandProps['signup-form']) {
  return (
    <SignupForm
      variant="page"
      {...form}
      onSignedUp={() => {
        recordConsentCookies();
        // As the dialog would, go on to the text-message offer unless a newsletter or product asked for signup.
        const home = '/' satisfies RoutePattern;
        window.location.assign(routeAfterSignup(form.context, false) === 'sms' ? `${home}#sms` : home);
      }}
    />
  );
}

export default defineIsland('signup-form', SignupPageForm);
