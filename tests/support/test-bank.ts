/**
 * A shopper paying on the project's test bank (PAYMENT_GATEWAY=test), as a browser does it over
 * HTTP: the shop's signed form posted to the bank, the card page's decision, and the bank's reply
 * page's form posted back to the shop. For tests that need a card payment the bank itself approved
 * (a refund must find it in the bank's ledger) without driving a browser.
 */
export type Fields = Record<string, string>;

const unescaped = (text: string) => text.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/** A page's hidden inputs, as its form would post them. */
export function hiddenFields(html: string): Fields {
  return Object.fromEntries([...html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)].map((match) => [unescaped(match[1]!), unescaped(match[2]!)]));
}

/** Where a page's (first) form posts. */
const formAction = (html: string) => unescaped(/<form[^>]* action="([^"]*)"/.exec(html)?.[1] ?? '');

/**
 * Pays (or declines, or cancels) the shop's form on the test bank; resolves with the shop's answer to
 * the bank's reply (303 to the order page when it took it) and the reply's fields.
 */
export async function payAtTestBank(
  form: { action: string; fields: Fields | readonly { name: string; value: string }[] },
  decision: 'approve' | 'decline' | 'cancel' = 'approve',
): Promise<{ answer: Response; reply: Fields }> {
  const fields = Array.isArray(form.fields) ? Object.fromEntries(form.fields.map((field: { name: string; value: string }) => [field.name, field.value])) : (form.fields as Fields);
  const cardPage = await fetch(form.action, { method: 'POST', body: new URLSearchParams(fields) });
  if (cardPage.status !== 200) throw new Error(`the test bank refused the form: ${cardPage.status} ${await cardPage.text()}`);
  const cardHtml = await cardPage.text();
  const decided = await fetch(new URL(formAction(cardHtml), form.action), {
    method: 'POST',
    body: new URLSearchParams({ ...hiddenFields(cardHtml), cardNumber: '4355 0843 5508 4358', decision }),
  });
  const replyHtml = await decided.text();
  const reply = hiddenFields(replyHtml);
  const answer = await fetch(formAction(replyHtml), { method: 'POST', body: new URLSearchParams(reply), redirect: 'manual' });
  return { answer, reply };
}
