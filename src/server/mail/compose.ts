/** A mail's two parts from one content: nodemailer sends them as multipart/alternative, with its pictures inline. */
import { QR_CID, type MailContent, type MailShop } from './content';
import { renderMailHtml } from './render-html';
import { renderMailText } from './render-text';
import { qrPng } from '../lib/qr-code';
import { htmlToCyrillic, toCyrillic } from '../../shared/i18n/cyrillic';

/** A picture the HTML shows by its Content-ID. */
export interface MailPicture {
  cid: string;
  filename: string;
  contentType: string;
  content: Buffer;
}

export async function composeMail(subject: string, content: MailContent, shop: MailShop): Promise<{ subject: string; html: string; text: string; pictures: MailPicture[] }> {
  const qr = content.blocks.find((block) => block.kind === 'qr');
  const pictures = qr ? [{ cid: QR_CID, filename: 'ips-qr.png', contentType: 'image/png', content: await qrPng(qr.text) }] : [];
  const html = renderMailHtml(subject, content, shop);
  const text = renderMailText(content, shop);
  if (content.lang !== 0 || content.script !== 'Cyrl') return { subject, html, text, pictures };
  // Transliterated whole, as the storefront's answers are (the QR code's own data stays as the bank reads it).
  const options = { spellings: content.spellings };
  return { subject: toCyrillic(subject, options), html: htmlToCyrillic(html, options), text: toCyrillic(text, options), pictures };
}
