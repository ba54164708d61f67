import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ShopRequest {
  method: string;
  path: string;
  authorization: string;
  body: unknown;
}

/** How the fake answers: as the shop does, with an error, with something that is not JSON, or never. */
export type ShopBehaviour = 'ok' | 'error' | 'not-json' | 'no-id' | 'hang';

/** A stand-in for the external shop's contract on 127.0.0.1 (GET /users/me, PUT /billinginformations). */
export async function startFakeShop() {
  const requests: ShopRequest[] = [];
  let behaviour: ShopBehaviour = 'ok';
  let customers = 4241;
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      requests.push({ method: request.method ?? '', path: request.url ?? '', authorization: request.headers.authorization ?? '', body: text ? JSON.parse(text) : null });
      if (behaviour === 'hang') return;
      if (behaviour === 'error') {
        response.writeHead(500, { 'content-type': 'application/json' });
        return response.end('{"message":"down"}');
      }
      if (behaviour === 'not-json') {
        response.writeHead(200, { 'content-type': 'text/html' });
        return response.end('<html>maintenance</html>');
      }
      response.writeHead(200, { 'content-type': 'application/json' });
      if (request.method === 'GET' && request.url === '/api/users/me') {
        customers += 1;
        return response.end(JSON.stringify(behaviour === 'no-id' ? { name: 'x' } : { id: customers, email: 'someone@example.com' }));
      }
      if (request.method === 'PUT' && request.url === '/api/billinginformations') return response.end(text);
      response.writeHead(404);
      response.end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`,
    requests,
    set behaviour(value: ShopBehaviour) {
      behaviour = value;
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
