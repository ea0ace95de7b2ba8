export type * from '../../fixtures/users/records';
export { EDITOR_ADMIN } from '../../fixtures/users/accounts';
export { FIXTURE_TOKENS } from '../../fixtures/users/links';
