import { DEMO_USER } from '../../../fixtures/users/accounts';

/** The demo shopper's checkout details (the demo user's own name and address), paying on delivery to Serbia. */
export const DEMO_BUYER = {
  name: 'Marko',
  lastname: 'Petrović',
  email: DEMO_USER.email,
  phone: '+381 64 123 4567',
  address: 'Bulevar kralja Aleksandra 73',
  city: 'Beograd',
  zip: '11000',
  country_id: '1',
  payment_method: 'CASH_ON_DELIVERY',
} as const;
