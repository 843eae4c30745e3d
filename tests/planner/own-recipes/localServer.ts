/**
 * A local web server for the import's tests, on 127.0.0.1 and a free port: the only private
 * address the import reaches, and only through the tests' allow-list. It counts the requests it
 * answers, so a test can show that a refused address was never requested.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { lookup } from 'node:dns/promises';

export type Route = (request: IncomingMessage, response: ServerResponse) => void;

export interface LocalServer {
  origin: string;
  hostPort: string;
  requests: string[];
  close: () => Promise<void>;
}

export async function startServer(routes: Record<string, Route>): Promise<LocalServer> {
  const requests: string[] = [];
  const server = createServer((request, response) => {
    requests.push(request.url ?? '');
    const route = routes[(request.url ?? '').split('?')[0] ?? ''];
    if (route === undefined) {
      response.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not here</h1>');
      return;
    }
    route(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    hostPort: `127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The system's resolver, as the function's Deno resolver would answer: every address. */
export async function systemResolve(host: string): Promise<string[]> {
  return (await lookup(host, { all: true })).map((a) => a.address);
}
