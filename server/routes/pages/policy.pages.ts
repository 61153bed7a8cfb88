import { PolicyPage } from '../../../views/pages/policy-page';
import { POLICY_SLUGS, policyDocument, type PolicySlug } from '../../content/policies';
import { definePage } from './page-definition';

function policyPage(slug: PolicySlug) {
  return definePage({
    path: `/${slug}`,
    interactive: false,
    load: ({ config }) => {
      const document = policyDocument(slug, config.SITE_NAME);
      return { title: document.title, updated: document.updated, intro: document.intro, sections: document.sections };
    },
    head: (props, { config }) => ({
      title: props.title,
      description: policyDocument(slug, config.SITE_NAME).description,
      ogType: 'article',
    }),
    View: PolicyPage,
  });
}

export const policyPages = POLICY_SLUGS.map(policyPage);
