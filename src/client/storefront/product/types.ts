import type { GetProductQuery } from '../../../../generated/client/graphql';

/** A product as the product page reads it (GetProduct). */
export type ProductDetails = NonNullable<GetProductQuery['product']>;
