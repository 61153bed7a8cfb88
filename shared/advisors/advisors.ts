/**
 * The advisor widget's constants (spec 2 §9): the slider's and the list's sizes, the offer the
 * marketplace makes new customers, and the tracking ids of the site's own placements.
 */

/** The slider shows three advisors; a list shows one unless it asks for more. */
export const ADVISOR_SLIDER_SIZE = 3;
export const ADVISOR_DEFAULT_SIZE = 1;
export const ADVISOR_MAX_SIZE = 10;

/** The marketplace's introductory offer, in full and as a narrow space shows it. */
export const ADVISOR_OFFER = { label: '10 Minutes $1.99', short: '10 Min' } as const;

/** A tracking id: which placement asked, so the marketplace can credit it. Short and plain, as it goes into links. */
export const ADVISOR_TID_PATTERN = /^[A-Za-z0-9_-]{1,32}$/;

/** The tracking ids of the site's own placements. */
export const ADVISOR_PLACEMENTS = {
  landingSlider: 'starlit-landing',
  /** The list of one under an article about psychic readings and intuition. */
  articleList: 'starlit-article',
} as const;

/** An advisor is online when chatAvailability is anything but 0 (spec 2 §3). */
export const isAdvisorOnline = (chatAvailability: number): boolean => chatAvailability !== 0;

/** Where the site serves its copy of an advisor's picture (an /api route of the advisors feature). */
export const advisorPictureHref = (key: string): string => `/api/keen/pictures/${key}`;
/** A picture's key: 32 hex digits naming the marketplace's picture address. */
export const ADVISOR_PICTURE_KEY = /^[0-9a-f]{32}$/;
