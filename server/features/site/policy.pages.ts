import { PolicyPage } from '../../../views/site/policy-page';
import { POLICY_SLUGS, policyDocument, type PolicySlug } from '../../content/policies';
import { supportAddress } from '../../config';
import { ROUTES } from '../../../shared/routes';
import { definePage } from '../../http/page-module';

const policyPage = (slug: PolicySlug) =>
  definePage({
    path: ROUTES.policies[slug],
    interactive: false,
    load: ({ config }) => policyDocument(slug, config.SITE_NAME, supportAddress(config)),
    head: ({ title, description }) => ({ title, description, ogType: 'article' }),
    View: PolicyPage,
  });

export const policyPages = POLICY_SLUGS.map(policyPage);
