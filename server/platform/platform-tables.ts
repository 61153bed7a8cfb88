/**
 * Every platform service's tables in one type, for what sees them all (the tests). Nothing is
 * listed here: each service's `<service>.tables.ts` adds its own by declaration merging, so a
 * new service's tables join when its folder does.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by each service's tables file
export interface PlatformTables {}
