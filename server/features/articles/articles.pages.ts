import type { CollectionPage, Graph, ListItem, Organization, ProfilePage, WithContext } from 'schema-dts';
import { z } from 'zod';
import { articleHref, articlesPageHref } from '../../../shared/articles/articles';
import { ArticlesQuerySchema } from '../../../shared/articles/articles.contract';
import { SLANTS } from '../../../shared/horoscopes/horoscopes';
import { glossaryTermHref } from '../../../shared/horoscopes/glossary';
import { href, ROUTES } from '../../../shared/routes';
import { ArticlePage } from '../../../views/articles/article-page';
import { ArticlesPage } from '../../../views/articles/articles-page';
import { AuthorBioPage } from '../../../views/articles/author-bio-page';
import type { Config } from '../../config';
import { articleBySlug, ARTICLES } from '../../content/articles';
import { AUTHORS, HOROSCOPE_AUTHOR_SLUG, authorBySlug, authorHref, type Author } from '../../content/authors';
import { AppError } from '../../errors';
import { PageRedirect, definePage } from '../../http/page-module';
import { articleCard, articleListPage, moreArticles } from './articles';
import { articleOgImage, articlePngUrl } from './article-share-image';
import { placedAdvisors } from '../advisors';
import { ADVISOR_DEFAULT_SIZE, ADVISOR_PLACEMENTS } from '../../../shared/advisors/advisors';

/**
 * The articles (issue #27): the list (`/articles?page=`), each article, and the bylines' bios
 * (`/articles/bios/{slug}`) with the articles each signs. All static HTML; the list's pager is an
 * island that pages in place. Each page sends its canonical address and its JSON-LD.
 */

const SCHEMA = 'https://schema.org';
const publisher = (config: Config): Organization => ({ '@type': 'Organization', name: config.SITE_NAME, url: `${config.SITE_URL}${href(ROUTES.home)}` });
const byline = (config: Config, author: Author): Organization => ({ '@type': 'Organization', name: author.name, url: `${config.SITE_URL}${authorHref(author.slug)}` });
const bylines = () => AUTHORS.map((author) => ({ name: author.name, href: authorHref(author.slug) }));

/** `/articles`, `/articles?page=2`: newest first; a page past the last is the 404 page, `?page=1` is `/articles`. */
export const articlesPage = definePage({
  path: ROUTES.articles,
  query: ArticlesQuerySchema.pick({ page: true }),
  load: ({ query, req, config }) => {
    const list = articleListPage({ page: query.page });
    if (!list) throw new AppError('not_found', `There is no page ${query.page} of articles.`);
    if (req.query.page !== undefined && query.page === 1) throw new PageRedirect(articlesPageHref(1), 301);
    const url = `${config.SITE_URL}${articlesPageHref(list.page)}`;
    return {
      articles: list.data,
      page: list.page,
      pages: list.pages,
      total: list.total,
      bylines: bylines(),
      jsonLd: {
        '@context': SCHEMA,
        '@type': 'CollectionPage',
        url,
        name: 'Articles',
        inLanguage: 'en',
        isPartOf: { '@type': 'WebSite', name: config.SITE_NAME, url: `${config.SITE_URL}/` },
        mainEntity: { '@type': 'ItemList', itemListElement: list.data.map((article, index): ListItem => ({ '@type': 'ListItem', position: index + 1, url: `${config.SITE_URL}${article.url}`, name: article.title })) },
      } satisfies WithContext<CollectionPage>,
    };
  },
  head: ({ page, pages, jsonLd }) => ({
    title: page > 1 ? `Articles, Page ${page} of ${pages}` : 'Articles on Astrology, Tarot, Numerology and Love',
    description: 'Guides to astrology, tarot, numerology, love and intuition from the Starlit writers: how each practice works, with worked examples you can try.',
    jsonLd,
  }),
  View: ArticlesPage,
});

/** `/articles/{slug}`: an unknown slug is the 404 page. */
export const articlePage = definePage({
  path: ROUTES.article,
  params: z.object({ slug: z.string().max(100) }),
  interactive: false,
  load: async ({ params, config, logger, req }) => {
    const article = articleBySlug(params.slug);
    if (!article) throw new AppError('not_found', 'No such article.');
    if (req.path !== articleHref(article.slug)) throw new PageRedirect(articleHref(article.slug), 301);
    const card = articleCard(article);
    const url = `${config.SITE_URL}${card.url}`;
    // Under an article about readings and intuition, the advisor list (one advisor) when a marketplace lists any.
    const placed = article.topic === 'psychic' ? await placedAdvisors({ config, logger }, { size: ADVISOR_DEFAULT_SIZE, tid: ADVISOR_PLACEMENTS.articleList }) : undefined;
    return {
      card,
      siteName: config.SITE_NAME,
      ...(placed?.widget === 'shown' ? { advisors: { list: placed.advisors, offer: placed.offer } } : {}),
      intro: article.intro,
      sections: article.sections,
      related: article.related,
      more: moreArticles(article, 3),
      jsonLd: {
        '@context': SCHEMA,
        '@graph': [
          {
            '@type': 'Article',
            headline: article.title,
            description: article.description,
            url,
            mainEntityOfPage: url,
            image: `${config.SITE_URL}${articlePngUrl(article.slug)}`,
            datePublished: article.published,
            inLanguage: 'en',
            author: byline(config, authorBySlug(article.author)!),
            publisher: publisher(config),
          },
          {
            '@type': 'BreadcrumbList',
            itemListElement: [
              { '@type': 'ListItem', position: 1, name: 'Home', item: `${config.SITE_URL}/` },
              { '@type': 'ListItem', position: 2, name: 'Articles', item: `${config.SITE_URL}${href(ROUTES.articles)}` },
              { '@type': 'ListItem', position: 3, name: article.title, item: url },
            ],
          },
        ],
      } satisfies Graph,
    };
  },
  head: ({ card, jsonLd }) => ({ title: card.title, description: card.description, ogType: 'article', ogImage: articleOgImage(card.slug, card.image_alt), jsonLd }),
  View: ArticlePage,
});

/** Where the horoscope byline's readers go next: the horoscopes and how they are read. */
const HOROSCOPE_LINKS = [
  {
    id: 'related-horoscopes',
    title: 'Horoscopes',
    links: [
      { href: href(SLANTS.daily.base), label: 'Daily horoscope' },
      { href: href(SLANTS['daily-love'].base), label: 'Daily love horoscope' },
      { href: href(SLANTS.weekly.base), label: 'Weekly horoscope' },
      { href: href(SLANTS.monthly.base), label: 'Monthly horoscope' },
      { href: href(SLANTS['weekly-love'].base), label: 'Weekly love horoscope' },
    ],
  },
  {
    id: 'related-learn',
    title: 'Learn more',
    links: [
      { href: href(ROUTES.glossary), label: 'Astrology glossary' },
      { href: glossaryTermHref('solar-houses'), label: 'Solar houses' },
      { href: glossaryTermHref('retrograde'), label: 'Retrograde' },
    ],
  },
];

/** `/articles/bios/{author_slug}`: a byline's bio and its articles; an unknown slug is the 404 page. */
export const authorBioPage = definePage({
  path: ROUTES.authorBio,
  params: z.object({ author_slug: z.string().max(80) }),
  interactive: false,
  load: ({ params, config, req }) => {
    const author = authorBySlug(params.author_slug);
    if (!author) throw new AppError('not_found', 'No such author.');
    const path = authorHref(author.slug);
    if (req.path !== path) throw new PageRedirect(path, 301);
    const others = { id: 'related-bylines', title: 'Other bylines', links: bylines().filter((each) => each.href !== path).map((each) => ({ href: each.href, label: each.name })) };
    return {
      ...author,
      articles: ARTICLES.filter((article) => article.author === author.slug).map(articleCard),
      related: [...(author.slug === HOROSCOPE_AUTHOR_SLUG ? HOROSCOPE_LINKS : []), { id: 'related-articles', title: 'Read', links: [{ href: href(ROUTES.articles), label: 'Every article' }] }, others],
      jsonLd: {
        '@context': SCHEMA,
        '@type': 'ProfilePage',
        url: `${config.SITE_URL}${path}`,
        name: author.name,
        description: author.description,
        inLanguage: 'en',
        mainEntity: { '@type': 'Organization', name: author.name, description: author.role, url: `${config.SITE_URL}${path}`, parentOrganization: publisher(config) },
      } satisfies WithContext<ProfilePage>,
    };
  },
  head: ({ slug, name, description, jsonLd }) => ({ title: `${name}: ${slug === HOROSCOPE_AUTHOR_SLUG ? 'How Our Horoscopes Are Made' : 'How Our Articles Are Made'}`, description, ogType: 'website', jsonLd }),
  View: AuthorBioPage,
});
