import { ARTICLE_TOPIC_NAMES, articleArtHref, articleHref } from '../../../shared/articles/articles';
import { href, ROUTES } from '../../../shared/routes';
import { ARTICLES, articleProse, type Article } from '../../content/articles';
import { AUTHORS, authorHref, type Author } from '../../content/authors';
import { CATALOGUE } from '../../content/catalogue/catalogue';
import type { CatalogueItem } from '../../content/catalogue/types';
import { credits } from '../../content/credits';
import { faqContent } from '../../content/faq';
import { POLICY_SLUGS, policyDocument } from '../../content/policies';
import { spreadText } from '../../content/tarot/library';
import { searchDocument, type SearchCrumb, type SearchDocument } from './search-document';

/** The articles and their bylines, the store's products, and the help pages. */

const ARTICLES_CRUMB: SearchCrumb = { label: 'Articles', href: href(ROUTES.articles) };
const READINGS: SearchCrumb = { label: 'Readings & Reports', href: href(ROUTES.readingsHub) };
const HELP: SearchCrumb = { label: 'Customer Service', href: href(ROUTES.service) };

function articleDocument(article: Article): SearchDocument {
  return searchDocument({
    url: articleHref(article.slug),
    title: article.title,
    category: 'articles',
    trail: [ARTICLES_CRUMB],
    description: article.description,
    body: [ARTICLE_TOPIC_NAMES[article.topic], ...article.sections.map((section) => section.heading), ...articleProse(article)],
    image: articleArtHref(article.slug),
  });
}

function bylineDocument(author: Author): SearchDocument {
  return searchDocument({
    url: authorHref(author.slug),
    title: author.name,
    category: 'articles',
    trail: [ARTICLES_CRUMB],
    description: author.description,
    body: [author.role, author.intro, ...author.sections.flatMap((section) => [section.heading, ...section.paragraphs])],
  });
}

/** One product page (a reading, a report, a membership, the coin store) from the catalogue entries it sells. */
function productDocument(url: string, entries: readonly CatalogueItem[]): SearchDocument {
  const main = entries[0]!.description;
  const coins = main.type === 'Karma Coins';
  const spread = spreadText(main.code);
  return searchDocument({
    url,
    title: coins ? 'Buy Karma Coins' : main.long_name,
    crumb: coins ? 'Karma Coins' : main.product_name,
    category: 'readings',
    trail: [READINGS],
    description: coins ? 'Buy Karma Coins to pay for tarot readings and astrology reports. Larger packages include bonus coins.' : main.short_description,
    body: [
      ...entries.flatMap(({ description, teeup }) => [description.product_name, description.message, description.subheader, description.short_description, description.long_description, teeup.headline, ...teeup.points]),
      ...(spread ? [spread.name, spread.intro, ...spread.positions.map((position) => `${position.name}: ${position.meaning}`)] : []),
    ],
  });
}

/** The store's pages, one per product address (a report and its free sample share one page). */
function productDocuments(): SearchDocument[] {
  const byUrl = new Map<string, CatalogueItem[]>();
  for (const entry of CATALOGUE) {
    if (!entry.description.available) continue;
    const url = entry.description.product_url;
    byUrl.set(url, [...(byUrl.get(url) ?? []), entry]);
  }
  return [
    searchDocument({
      url: href(ROUTES.readingsHub),
      title: 'Readings and Reports',
      category: 'readings',
      trail: [],
      description: 'Tarot readings, astrology and numerology reports, and memberships: filter by divination, topic, free or on sale, and find the reading for your question.',
      body: CATALOGUE.filter((entry) => entry.description.available).map((entry) => `${entry.description.product_name}: ${entry.description.short_description}`),
    }),
    ...[...byUrl].map(([url, entries]) => productDocument(url, entries)),
  ];
}

/** Contact Us, the FAQ, the policies and the credits, in the words the pages show for this site. */
function helpDocuments(siteName: string, support: string): SearchDocument[] {
  const faq = faqContent(siteName, support);
  const credit = credits(siteName);
  return [
    searchDocument({
      url: href(ROUTES.service),
      title: 'Contact Us',
      category: 'help',
      trail: [],
      description: `Write to ${siteName} support about your account, Karma Coins, a purchase or anything else. We answer within a business day.`,
      body: ['Customer service, support, help. Send us a message: subject, name, email, phone and your message.', `Email ${support}.`],
    }),
    searchDocument({
      url: href(ROUTES.faq),
      title: faq.title,
      category: 'help',
      trail: [HELP],
      description: faq.description,
      body: [...faq.intro, ...faq.sections.flatMap((section) => [section.heading, ...section.questions.flatMap((question) => [question.question, ...question.answer])])],
    }),
    ...POLICY_SLUGS.map((slug) => {
      const policy = policyDocument(slug, siteName, support);
      return searchDocument({
        url: href(ROUTES.policies[slug]),
        title: policy.title,
        category: 'help',
        trail: [],
        description: policy.description,
        body: [...policy.intro, ...policy.sections.flatMap((section) => [section.heading, ...section.paragraphs, ...(section.list ?? [])])],
      });
    }),
    searchDocument({
      url: href(ROUTES.credits),
      title: credit.title,
      category: 'help',
      trail: [],
      description: credit.description,
      body: [credit.intro, ...[...credit.data, ...credit.software].map((item) => `${item.name}: ${item.use} ${item.licence}.`)],
    }),
  ];
}

/** Where help pages name the site and its support address (they say both). */
export interface SiteWords {
  siteName: string;
  support: string;
}

export function siteDocuments({ siteName, support }: SiteWords): SearchDocument[] {
  return [
    searchDocument({
      url: href(ROUTES.articles),
      title: 'Articles on Astrology, Tarot, Numerology and Love',
      crumb: 'Articles',
      category: 'articles',
      trail: [],
      description: 'Guides to astrology, tarot, numerology, love and intuition from the Starlit writers: how each practice works, with worked examples you can try.'.replace('Starlit', siteName),
      body: ARTICLES.map((article) => article.title),
    }),
    ...ARTICLES.map(articleDocument),
    ...AUTHORS.map(bylineDocument),
    ...productDocuments(),
    ...helpDocuments(siteName, support),
  ];
}
