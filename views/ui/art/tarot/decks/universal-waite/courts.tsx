export { COURT_A as COURTS } from './court-a';
