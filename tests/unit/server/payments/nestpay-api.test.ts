import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { callCardApi, CardGatewayUnreachable } from '../../../../src/server/modules/payments/nestpay-api';

const PASSWORD = 'tajna<&lozinka';
const parser = new XMLParser({ parseTagValue: false });

/** What the bank received: its content type, the raw document and its CC5Request's elements. */
interface Received {
  contentType: string | undefined;
  xml: string;
  fields: Record<string, unknown>;
}

let server: Server;
let url: string;
let received: Received[] = [];
let answer: (response: ServerResponse) => void;

const cc5Response = (fields: Record<string, string>) =>
  `<?xml version="1.0" encoding="UTF-8"?><CC5Response>${Object.entries(fields)
    .map(([name, value]) => `<${name}>${value}</${name}>`)
    .join('')}<Extra><TRXDATE>20260601 12:00:00</TRXDATE></Extra></CC5Response>`;

const answerXml = (fields: Record<string, string>) => (response: ServerResponse) => {
  response.setHeader('content-type', 'text/xml; charset=utf-8');
  response.end(cc5Response(fields));
};

beforeAll(async () => {
  server = createServer(async (request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const xml = Buffer.concat(chunks).toString('utf8');
    received.push({ contentType: request.headers['content-type'], xml, fields: parser.parse(xml, true).CC5Request });
    answer(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/fim/api`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  received = [];
});

const api = () => ({ url, user: 'izlog-api', password: PASSWORD, clientId: '13IN0001' });

/** The error a call ends in, which must be CardGatewayUnreachable and must not give the password away. */
async function unreachable(call: Promise<unknown>): Promise<CardGatewayUnreachable> {
  const error = await call.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(CardGatewayUnreachable);
  const unreachableError = error as CardGatewayUnreachable;
  expect(unreachableError.message).not.toContain(PASSWORD);
  expect(unreachableError.message).not.toContain('lozinka');
  return unreachableError;
}

describe("the bank's XML API", () => {
  it('sends a Void of the order with the credentials and no amount, and reads the approval', async () => {
    answer = answerXml({ OrderId: 'IZ-26-00042-1', Response: 'Approved', AuthCode: '123456', ProcReturnCode: '00', TransId: '26152PAbc123', ErrMsg: '' });
    const result = await callCardApi(api(), { type: 'Void', orderNumber: 'IZ-26-00042-1', amountRsd: 500 });

    expect(result).toEqual({ approved: true, response: 'Approved', returnCode: '00', message: null, transactionId: '26152PAbc123' });
    expect(received).toHaveLength(1);
    const [sent] = received;
    expect(sent?.contentType).toBe('application/xml; charset=utf-8');
    expect(sent?.xml.startsWith('<?xml version="1.0" encoding="UTF-8"?><CC5Request>')).toBe(true);
    expect(sent?.fields).toEqual({ Name: 'izlog-api', Password: PASSWORD, ClientId: '13IN0001', Type: 'Void', OrderId: 'IZ-26-00042-1' });
  });

  it('sends a Credit with its Total to two decimals in dinars (941), every value escaped', async () => {
    answer = answerXml({ Response: 'Approved', ProcReturnCode: '00', TransId: '26152PXyz789', ErrMsg: '' });
    await callCardApi(api(), { type: 'Credit', orderNumber: 'IZ-26-00042-1', amountRsd: 1234.5 });

    const [sent] = received;
    expect(sent?.fields).toMatchObject({ Type: 'Credit', OrderId: 'IZ-26-00042-1', Total: '1234.50', Currency: '941', Password: PASSWORD });
    // The password's < and & went as entities: the document stayed well formed and said what was meant.
    expect(sent?.xml).not.toContain('<&');
    expect(sent?.xml).toContain('<Password>tajna&lt;&amp;lozinka</Password>');
  });

  it('refuses to send a Credit without a positive amount', async () => {
    await expect(callCardApi(api(), { type: 'Credit', orderNumber: 'IZ-1' })).rejects.toThrow(RangeError);
    await expect(callCardApi(api(), { type: 'Credit', orderNumber: 'IZ-1', amountRsd: 0 })).rejects.toThrow(RangeError);
    expect(received).toHaveLength(0);
  });

  it('reads a decline and an error with their codes and messages', async () => {
    answer = answerXml({ Response: 'Declined', ProcReturnCode: '05', TransId: '26152PDec001', ErrMsg: 'Not sufficient funds' });
    expect(await callCardApi(api(), { type: 'Credit', orderNumber: 'IZ-1', amountRsd: 10 })).toEqual({
      approved: false,
      response: 'Declined',
      returnCode: '05',
      message: 'Not sufficient funds',
      transactionId: '26152PDec001',
    });

    answer = answerXml({ Response: 'Error', ProcReturnCode: '99', TransId: '', ErrMsg: 'No such order &amp; no payment' });
    expect(await callCardApi(api(), { type: 'Void', orderNumber: 'IZ-404' })).toEqual({
      approved: false,
      response: 'Error',
      returnCode: '99',
      message: 'No such order & no payment',
      transactionId: null,
    });
  });

  it('takes Approved with a code other than 00 for no approval', async () => {
    answer = answerXml({ Response: 'Approved', ProcReturnCode: '12', TransId: 'X', ErrMsg: '' });
    expect((await callCardApi(api(), { type: 'Void', orderNumber: 'IZ-1' })).approved).toBe(false);
  });

  it('throws CardGatewayUnreachable on an HTTP error, naming the status', async () => {
    answer = (response) => {
      response.statusCode = 500;
      response.end(cc5Response({ Response: 'Approved', ProcReturnCode: '00' }));
    };
    const error = await unreachable(callCardApi(api(), { type: 'Void', orderNumber: 'IZ-1' }));
    expect(error.message).toContain('500');
  });

  it('throws CardGatewayUnreachable on an answer that is no CC5Response', async () => {
    for (const body of ['<html><body>Service unavailable</body></html>', 'garbage <<< &', '<CC5Response><Response>Approved</CC5Response>', '']) {
      answer = (response) => response.end(body);
      await unreachable(callCardApi(api(), { type: 'Void', orderNumber: 'IZ-1' }));
    }
  });

  it('throws CardGatewayUnreachable when the bank does not answer in time', async () => {
    answer = () => undefined;
    const started = Date.now();
    const error = await unreachable(callCardApi(api(), { type: 'Void', orderNumber: 'IZ-1' }, { timeoutMs: 200 }));
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(error.message).toContain('no answer in time');
  });

  it('throws CardGatewayUnreachable when the answer starts but never ends', async () => {
    answer = (response) => {
      response.setHeader('content-type', 'text/xml');
      response.write('<?xml version="1.0"?><CC5Response><Response>Appro');
    };
    await unreachable(callCardApi(api(), { type: 'Void', orderNumber: 'IZ-1' }, { timeoutMs: 200 }));
  });

  it('throws CardGatewayUnreachable when nothing listens at the address', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    await unreachable(callCardApi({ ...api(), url: `http://127.0.0.1:${port}/fim/api` }, { type: 'Void', orderNumber: 'IZ-1' }));
    await unreachable(callCardApi({ ...api(), url: '/fim/api' }, { type: 'Void', orderNumber: 'IZ-1' }));
  });
});
