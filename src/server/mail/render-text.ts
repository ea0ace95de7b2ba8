/** A mail's plain-text part, from the same content as its HTML (content.ts). */
import type { MailBlock, MailContent, MailShop } from './content';
import { shopContacts } from './texts';

/** A heading underlined, as plain-text mail marks one. */
const underlined = (text: string, mark: '=' | '-') => `${text}\n${mark.repeat(Math.min(Math.max([...text].length, 3), 72))}`;

function blockText(block: MailBlock): string {
  switch (block.kind) {
    case 'paragraph':
      return block.text;
    case 'button':
      return `${block.label}:\n${block.href}`;
    case 'facts':
      return block.facts.map((fact) => `${fact.label}: ${fact.value}`).join('\n');
    case 'lines': {
      const lines = block.lines.map((line) => `* ${line.name}\n  ${line.detail}\n  ${line.quantity} × ${line.unitPrice} = ${line.total}`);
      const amounts = block.amounts.map((amount) => `${amount.label}: ${amount.value}`);
      return [underlined(block.title, '-'), ...lines, '', ...amounts].join('\n');
    }
    case 'address':
      return [underlined(block.title, '-'), ...block.lines].join('\n');
    case 'quote':
      return [underlined(block.title, '-'), ...block.text.split(/\r?\n/).map((line) => `> ${line}`)].join('\n');
    case 'qr':
      return [underlined(block.title, '-'), block.caption, ...block.facts.map((fact) => `${fact.label}: ${fact.value}`)].join('\n');
  }
}

/** The shop's name on top, the heading, each block a paragraph, the contacts after the signature dashes. */
export function renderMailText(content: MailContent, shop: MailShop): string {
  const footer = ['-- ', shop.name, ...shopContacts(shop, content.lang), shop.url].join('\n');
  return `${[shop.name, underlined(content.heading, '='), ...content.blocks.map(blockText), footer].join('\n\n')}\n`;
}
