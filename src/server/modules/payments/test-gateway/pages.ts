/**
 * The test bank's three pages: the card page where the shopper types a card and decides (pay,
 * decline, cancel), the page that posts the signed reply back to the shop at once, and the page
 * that says why a request was refused.
 */
import { TEST_GATEWAY_PATHS } from '../gateway';
import { formatRsd } from './amounts';
import { CARD_PAGE_FIELDS, type Lang, type PaymentRequest, type Refusal } from './check-request';
import { escapeHtml, hiddenInput, type Page } from './html';
import { TEST_CARD, TEXTS } from './texts';

/** Where the card page posts the shopper's decision. */
export const DECIDE_PATH = `${TEST_GATEWAY_PATHS.form}/decide`;

/**
 * Submits the reply form as soon as the page is read. Through the prototype: a reply field named
 * `submit` would otherwise stand in for the form's method.
 */
export const REPLY_SCRIPT = "HTMLFormElement.prototype.submit.call(document.getElementById('reply'));";

const heading = (lang: Lang) => `<h1>${escapeHtml(TEXTS[lang].bank)}</h1>`;

/** The card page; with `cardError`, again after a card number that is none. */
export function cardPage(request: PaymentRequest, merchantId: string, cardNumber = TEST_CARD, cardError = false): Page {
  const t = TEXTS[request.lang];
  const carried = Object.entries(request.fields).map(([name, value]) => hiddenInput(name, value));
  const describedBy = cardError ? 'card-error card-hint' : 'card-hint';
  const decision = (value: string, label: string, extra = '') =>
    `<button type="submit" name="${CARD_PAGE_FIELDS.decision}" value="${value}"${extra}>${escapeHtml(label)}</button>`;
  const main = [
    heading(request.lang),
    `<p class="notice">${escapeHtml(t.noRealCharge)}</p>`,
    `<h2>${escapeHtml(t.cardPayment)}</h2>`,
    '<dl>',
    `<dt>${escapeHtml(t.merchant)}</dt><dd>${escapeHtml(merchantId)}</dd>`,
    `<dt>${escapeHtml(t.orderNumber)}</dt><dd>${escapeHtml(request.oid)}</dd>`,
    `<dt>${escapeHtml(t.amount)}</dt><dd>${escapeHtml(formatRsd(request.amountPara, request.lang))}</dd>`,
    '</dl>',
    `<form method="post" action="${escapeHtml(DECIDE_PATH)}">`,
    ...carried,
    `<label for="card-number">${escapeHtml(t.cardNumber)}</label>`,
    `<input type="text" id="card-number" name="${CARD_PAGE_FIELDS.cardNumber}" value="${escapeHtml(cardNumber)}"` +
      ` inputmode="numeric" autocomplete="cc-number" maxlength="40" aria-describedby="${describedBy}"${cardError ? ' aria-invalid="true" autofocus' : ''}>`,
    cardError ? `<p id="card-error" class="error">${escapeHtml(t.badCardNumber)}</p>` : '',
    `<p id="card-hint" class="hint">${escapeHtml(t.testCardHint)}</p>`,
    '<div class="decisions">',
    decision('approve', t.pay, ' class="primary"'),
    decision('decline', t.decline),
    decision('cancel', t.cancel),
    '</div></form>',
  ].join('');
  return {
    status: cardError ? 422 : 200,
    htmlLang: t.htmlLang,
    title: `${t.bank}: ${t.cardPayment}`,
    main,
    formAction: ["'self'", ...request.shopOrigins],
  };
}

/** The page that takes the shopper back: a form of the signed reply to `target`, sent by script or by hand. */
export function replyPage(request: PaymentRequest, target: string, reply: Readonly<Record<string, string>>): Page {
  const t = TEXTS[request.lang];
  const main = [
    heading(request.lang),
    `<p>${escapeHtml(t.returning)}</p>`,
    `<form id="reply" method="post" action="${escapeHtml(target)}">`,
    ...Object.entries(reply).map(([name, value]) => hiddenInput(name, value)),
    `<button type="submit" class="primary">${escapeHtml(t.backToShop)}</button>`,
    '</form>',
  ].join('');
  return { status: 200, htmlLang: t.htmlLang, title: t.bank, main, formAction: ["'self'", ...request.shopOrigins], script: REPLY_SCRIPT };
}

/** Why the bank refused a request; `fields` names the missing ones. */
export function refusalPage(lang: Lang, refusal: Refusal, fields: string[] = []): Page {
  const t = TEXTS[lang];
  const named = fields.length > 0 ? ` <code>${escapeHtml(fields.join(', '))}</code>` : '';
  const main = `${heading(lang)}<h2>${escapeHtml(t.refused)}</h2><p class="error">${escapeHtml(t.refusals[refusal])}${named}</p>`;
  return { status: 400, htmlLang: t.htmlLang, title: `${t.bank}: ${t.refused}`, main, formAction: [] };
}
