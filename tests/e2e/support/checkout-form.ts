import type { Page } from 'playwright-core';

/** Checkout's required fields by their labels in the page's language. */
export interface CheckoutLabels {
  name: string;
  lastname: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  zip: string;
}

/** Fills checkout's required fields as a shopper in Belgrade would, with `email` as the address the order's mail goes to. */
export async function fillCheckout(page: Page, labels: CheckoutLabels, email: string): Promise<void> {
  await page.getByLabel(labels.name, { exact: true }).fill('Ana');
  await page.getByLabel(labels.lastname).fill('Jović');
  await page.getByLabel(labels.email, { exact: true }).fill(email);
  await page.getByLabel(labels.phone, { exact: true }).fill('064 111 2233');
  await page.getByLabel(labels.address).fill('Knez Mihailova 10');
  await page.getByLabel(labels.city, { exact: true }).fill('Beograd');
  await page.getByLabel(labels.zip).fill('11000');
}
