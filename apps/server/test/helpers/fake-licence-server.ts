import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface LicenceServerRequest {
  method: string;
  path: string;
  authorization: string;
  contentType: string;
  form: URLSearchParams;
}

/** Account numbers the fake answers with a failure: [status, body]; 'hang' never answers. */
export const FAILING_ACCOUNTS: Record<string, [number, string] | 'hang'> = {
  '99999999': [500, '{"error":"internal"}'],
  '88888888': [422, '{"error":"unknown MT4 account"}'],
  '77777777': [401, '{"error":"bad token"}'],
  '66666666': 'hang',
};

/** The server-management licence contract on 127.0.0.1: records each call; accepts any other account with 200. */
export async function startFakeLicenceServer(): Promise<{ url: string; requests: LicenceServerRequest[]; close(): Promise<void> }> {
  const requests: LicenceServerRequest[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
      requests.push({
        method: request.method ?? '',
        path: request.url ?? '',
        authorization: request.headers.authorization ?? '',
        contentType: request.headers['content-type'] ?? '',
        form,
      });
      const answer = FAILING_ACCOUNTS[form.get('account_id') ?? ''] ?? [200, '{"status":"ok"}'];
      if (answer === 'hang') return;
      response.writeHead(answer[0], { 'content-type': 'application/json' });
      response.end(answer[1]);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
