type ResolverMap = Record<string, unknown>;

/** Domains' resolver maps as one; two domains resolving the same field is a mistake and throws. */
export function mergeDomainResolvers<T extends object>(domains: readonly T[]): T {
  const merged: Record<string, Record<string, unknown>> = {};
  for (const domain of domains) {
    for (const [typeName, fields] of Object.entries(domain as ResolverMap)) {
      const target = (merged[typeName] ??= {});
      for (const [fieldName, resolver] of Object.entries(fields as ResolverMap)) {
        if (fieldName in target) throw new Error(`Two domains resolve ${typeName}.${fieldName}`);
        target[fieldName] = resolver;
      }
    }
  }
  return merged as T;
}
