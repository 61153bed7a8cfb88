/**
 * What the advisors feature offers the rest of the site: the advisor listings of a site (undefined
 * when no marketplace is configured), for any page that places an advisor list or slider, and the
 * provider interface, for another marketplace.
 */
export { advisorServiceFor, placedAdvisors, type AdvisorListings, type AdvisorService, type PlacedAdvisors } from './advisor-service';
export { AdvisorProviderError, type AdvisorProvider } from './advisor-provider';
