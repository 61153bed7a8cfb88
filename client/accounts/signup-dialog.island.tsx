import { useEffect } from 'react';
import type { IslandProps } from '../../shared/islands';
import { routeAfterSignup, signupTitle } from '../../shared/accounts/signup-context';
import { recordConsentCookies, SignupForm } from './signup-form';
import { Modal } from '../lib/modal';
import { clearPendingProduct, clearSignupRequest, markSignupDone, resumePendingProduct, signupRequest } from './signup-request';
import { announceUser, clearHandedOffCredentials, handedOffCredentials, handOffToLogin, useUserStatus } from '../lib/user-events';
import { defineIsland } from '../runtime/define-island';
import { setRoute, useHashRoute } from '../runtime/hash-router';

/**
 * `#login-signup` opens signup for a visitor; `#signup` opens it carrying the email and password
 * of a login that found no member, and otherwise sends a visitor to login (spec 1 §2).
 */
function SignupDialog({ siteName, status: initial }: IslandProps['signup-dialog']) {
  const route = useHashRoute();
  const status = useUserStatus(initial);
  const carried = route === 'signup' ? handedOffCredentials() : undefined;
  const { context, email } = signupRequest();
  const wanted = route === 'login-signup' || (route === 'signup' && carried !== undefined);
  const redirect = status.logged_in && (route === 'signup' || route === 'login-signup') ? '' : route === 'signup' && !carried ? 'login' : undefined;

  useEffect(() => {
    if (redirect !== undefined) setRoute(redirect);
  }, [redirect]);

  if (!wanted || status.logged_in) return null;
  return (
    <Modal
      title={signupTitle(context)}
      onClose={() => {
        clearHandedOffCredentials();
        clearSignupRequest();
        clearPendingProduct();
        setRoute('');
      }}
    >
      <SignupForm
        variant="dialog"
        siteName={siteName}
        context={context}
        values={{ email: carried?.email ?? email, password: carried?.password ?? '' }}
        onSignedUp={(signedUp) => {
          recordConsentCookies();
          clearHandedOffCredentials();
          markSignupDone(context);
          announceUser(signedUp);
          setRoute(routeAfterSignup(context, false));
          // No text opt-in was asked for here, so a pending product resumes now.
          resumePendingProduct();
        }}
        onGoToLogin={(carried) => {
          // Spec 1 §4: the email is at fault, so log in with it, keeping what was wrong.
          clearHandedOffCredentials();
          handOffToLogin(carried);
          setRoute('login');
        }}
      />
    </Modal>
  );
}

export default defineIsland('signup-dialog', SignupDialog);
