/** QR codes drawn by the `qrcode` library: SVG for pages, PNG for e-mails (mail programs do not show SVG). */
import QRCode from 'qrcode';

/** Error correction M, as the NBS recommends for codes on bills; the standard quiet zone of 4 modules. */
const OPTIONS = { errorCorrectionLevel: 'M', margin: 4 } as const;

export const qrSvg = (text: string): Promise<string> => QRCode.toString(text, { ...OPTIONS, type: 'svg' });

/** 6 pixels a module: sharp at the 200 px mails show it at, on screens of any density. */
export const qrPng = (text: string): Promise<Buffer> => QRCode.toBuffer(text, { ...OPTIONS, type: 'png', scale: 6 });
