/** The users module's public entry: shoppers' and administrators' accounts, sign-in and lists. */
export { userResolvers } from './resolvers';
export type { AdministratorRow, UserRow, UserTables } from './tables';
