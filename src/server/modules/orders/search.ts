import { foldText, searchText } from '../../lib/input-text';

/**
 * What ordersWithPagination's search looks in: the code, the customer's name, e-mail and phone
 * (folded), and the phone's digits, so "063 882 1045" finds "+381 63 882 1045".
 */
export function orderSearchText(code: string, name: string, lastname: string, email: string, phone: string): string {
  return `${foldText(code)}${orderSearchTextAfterCode(name, lastname, email, phone)}`;
}

/** What an order's search text holds after its code's (checkout writes the code's number in the database). */
export function orderSearchTextAfterCode(name: string, lastname: string, email: string, phone: string): string {
  return `\n${searchText(`${name} ${lastname}`, email, phone)}\n${phone.replace(/\D/g, '')}`;
}

/** The digits of a search to look for in phone numbers, without leading zeros; null when fewer than 4. */
export function phoneDigits(search: string): string | null {
  const digits = search.replace(/\D/g, '').replace(/^0+/, '');
  return digits.length >= 4 ? digits : null;
}
