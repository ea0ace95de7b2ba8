import type { GraphQLContext } from '../../context';
import type { UserRow } from '../../db/rows';
import type { LiveVisitorState } from './visitors';

/** Visitors with their signed-in shoppers, looked up in one query. */
export async function withUsers(ctx: GraphQLContext, visitors: LiveVisitorState[]): Promise<(LiveVisitorState & { user: UserRow | null })[]> {
  const ids = [...new Set(visitors.flatMap((visitor) => (visitor.user_id == null ? [] : [visitor.user_id])))];
  const users = ids.length ? await ctx.db.selectFrom('users').selectAll().where('id', 'in', ids).execute() : [];
  const byId = new Map(users.map((user) => [user.id, user]));
  return visitors.map((visitor) => ({ ...visitor, user: visitor.user_id == null ? null : (byId.get(visitor.user_id) ?? null) }));
}
