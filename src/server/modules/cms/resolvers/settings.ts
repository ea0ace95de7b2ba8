/** Shop settings: default SEO, contacts, the orders e-mail list, the logo, the exchange rate. */
import { requestRate } from '../../../lib/exchange-rate';
import { EXCHANGE_RATE_FIELD, listSettings, upsertSetting } from '../settings';
import { pickOrNull } from '../translations';
import type { GraphQLContext } from '../../../context';
import type { SettingRow } from '../../../db/rows';
import type { DomainResolvers } from '../../../lib/domain-resolvers';

async function valuesOf(ctx: GraphQLContext, setting: SettingRow): Promise<string[]> {
  if (setting.field !== EXCHANGE_RATE_FIELD) return setting.values;
  const rate = String(await requestRate(ctx));
  return [rate, rate];
}

export const settingResolvers: DomainResolvers<'settings', 'upsertSetting'> = {
  Query: {
    settings: (_root, _args, ctx) => listSettings(ctx),
  },
  Mutation: {
    upsertSetting: (_root, args, ctx) => upsertSetting(ctx, args),
  },
  Setting: {
    value: async (setting, _args, ctx) => pickOrNull(await valuesOf(ctx, setting), ctx.lang),
    values: (setting, _args, ctx) => valuesOf(ctx, setting),
    image: (setting, _args, ctx) => (setting.image_id == null ? null : ctx.loaders.byId('storage_files').load(setting.image_id)),
  },
};
