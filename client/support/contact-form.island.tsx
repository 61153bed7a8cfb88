import type { IslandProps } from '../../shared/islands';
import { ContactForm } from './contact-form';
import { defineIsland } from '../runtime/define-island';

/** `/service`: the Contact Us form as a page. Without JavaScript the server handles the post; with it the form sends JSON and shows 'Success!' in place. */
function ContactPageForm({ values, errors, message }: IslandProps['contact-form']) {
  return <ContactForm variant="page" values={values} errors={errors} message={message} />;
}

export default defineIsland('contact-form', ContactPageForm);
