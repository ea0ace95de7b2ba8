import * as accounts from './accounts';
import { loginAdministrator, loginUser } from './sign-in';
import { currentUser, listAdministrators, listMyOrders, listUsers } from './lists';
import { ordersCountLoader } from '../orders';
import { asResolvers, type DomainResolvers } from '../../lib/domain-resolvers';

/** The users domain's root fields, each required, and its types' fields. */
type UserDomainResolvers = DomainResolvers<
  'me' | 'myOrders' | 'users' | 'administrators' | 'currentAdministrator',
  | 'userRegister'
  | 'userVerify'
  | 'userLogin'
  | 'userLogout'
  | 'userPasswordEmail'
  | 'userPasswordReset'
  | 'updateProfile'
  | 'changePassword'
  | 'banUser'
  | 'adminLogin'
  | 'adminLogout'
  | 'adminPasswordEmail'
  | 'adminPasswordReset'
  | 'createAdministrator'
  | 'deleteAdministrator'
>;

const resolvers: UserDomainResolvers = {
  Query: {
    me: (_root, _args, ctx) => currentUser(ctx),
    myOrders: (_root, args, ctx) => listMyOrders(ctx, args),
    users: (_root, args, ctx) => listUsers(ctx, args),
    administrators: (_root, _args, ctx) => listAdministrators(ctx),
    currentAdministrator: (_root, _args, ctx) => accounts.currentAdministrator(ctx),
  },

  Mutation: {
    userRegister: (_root, args, ctx) => accounts.registerUser(ctx, args),
    userVerify: (_root, args, ctx) => accounts.verifyUser(ctx, args.token),
    userLogin: (_root, args, ctx) => loginUser(ctx, args),
    userLogout: (_root, _args, ctx) => accounts.logout(ctx, 'user'),
    userPasswordEmail: (_root, args, ctx) => accounts.requestPasswordReset(ctx, 'user', args.email),
    userPasswordReset: (_root, args, ctx) => accounts.resetPassword(ctx, 'user', args),
    updateProfile: (_root, args, ctx) => accounts.updateProfile(ctx, args),
    changePassword: (_root, args, ctx) => accounts.changePassword(ctx, args),
    banUser: (_root, args, ctx) => accounts.banUser(ctx, args),
    adminLogin: (_root, args, ctx) => loginAdministrator(ctx, args),
    adminLogout: (_root, _args, ctx) => accounts.logout(ctx, 'admin'),
    adminPasswordEmail: (_root, args, ctx) => accounts.requestPasswordReset(ctx, 'admin', args.email),
    adminPasswordReset: (_root, args, ctx) => accounts.resetPassword(ctx, 'admin', args),
    createAdministrator: (_root, args, ctx) => accounts.createAdministrator(ctx, args),
    deleteAdministrator: (_root, args, ctx) => accounts.deleteAdministrator(ctx, args),
  },

  User: {
    country: async (user, _args, ctx) => (user.country_id == null ? null : await ctx.loaders.byId('order_countries').load(user.country_id)),
    orders_count: (user, _args, ctx) => ordersCountLoader(ctx).load(user.id),
  },
};

/** Merged with the other domains' in src/server/graphql/resolvers.ts. */
export const userResolvers = asResolvers(resolvers);
