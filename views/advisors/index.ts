/** What other features' views place: the advisor list (the slider is the advisors landing's own). */
export { AdvisorList } from './advisor-list';
