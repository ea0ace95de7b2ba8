/** A mail's two parts from one content: nodemailer sends them as multipart/alternative, with its pictures inline. */
import { QR_CID, type MailContent, type MailShop } from './content';
import { renderMailHtml } from './render-html';
import { renderMailText } from './render-text';
import { qrPng } from '../lib/qr-code';

/** A picture the HTML shows by its Content-ID. */
export interface MailPicture {
  cid: string;
  filename: string;
  contentType: string;
  content: Buffer;
}

export async function composeMail(subject: string, content: MailContent, shop: MailShop): Promise<{ html: string; text: string; pictures: MailPicture[] }> {
  const qr = content.blocks.find((block) => block.kind === 'qr');
  const pictures = qr ? [{ cid: QR_CID, filename: 'ips-qr.png', contentType: 'image/png', content: await qrPng(qr.text) }] : [];
  return { html: renderMailHtml(subject, content, shop), text: renderMailText(content, shop), pictures };
}
