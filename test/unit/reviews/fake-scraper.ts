// A local fake of the scraping service (Firecrawl v1 POST /v1/scrape) on
// 127.0.0.1, port 0. Each scrape request takes the next planned answer (or the
// default one): success, success without reviews, any status with an error
// body, malformed JSON, a slow answer, a dropped connection. CORS is open so
// the browser panel can call it from another origin.

import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export type Plan =
  | { kind: 'success'; markdown: string; html?: string }
  | { kind: 'reported-failure'; error: string }
  | { kind: 'status'; status: number; body?: unknown; headers?: Record<string, string> }
  | { kind: 'malformed'; status?: number }
  | { kind: 'slow'; delayMs: number; then: Plan }
  | { kind: 'drop' };

export interface RecordedRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  contentType: string | undefined;
  body: unknown;
}

export interface FakeScraper {
  url: string;
  /** Scrape requests received (not preflights), in order. */
  requests: RecordedRequest[];
  /** Preflight (OPTIONS) requests received. */
  preflights: number;
  /** Queues answers for the next scrape requests. */
  plan(...plans: Plan[]): void;
  /** The answer once the queue is empty. */
  setDefault(plan: Plan): void;
  /** Forgets plans and recorded requests. */
  reset(): void;
  close(): Promise<void>;
}

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
  'Access-Control-Allow-Headers': 'Authorization, Content-Type',
  'Access-Control-Max-Age': '600',
};

export async function startFakeScraper(options: { defaultPlan?: Plan } = {}): Promise<FakeScraper> {
  const fallback: Plan = { kind: 'status', status: 500, body: { success: false, error: 'No answer planned' } };
  let defaultPlan: Plan = options.defaultPlan ?? fallback;
  let queue: Plan[] = [];
  const sockets = new Set<Socket>();
  const timers = new Set<ReturnType<typeof setTimeout>>();

  const fake: FakeScraper = {
    url: '',
    requests: [],
    preflights: 0,
    plan: (...plans) => void queue.push(...plans),
    setDefault: (plan) => void (defaultPlan = plan),
    reset: () => {
      queue = [];
      fake.requests.length = 0;
      fake.preflights = 0;
      defaultPlan = options.defaultPlan ?? fallback;
    },
    close: async () => {
      for (const timer of timers) clearTimeout(timer);
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };

  function answer(plan: Plan, res: ServerResponse): void {
    switch (plan.kind) {
      case 'success':
        json(res, 200, { success: true, data: { markdown: plan.markdown, html: plan.html ?? `<main>${plan.markdown}</main>`, metadata: { statusCode: 200 } } });
        return;
      case 'reported-failure':
        json(res, 200, { success: false, error: plan.error });
        return;
      case 'status':
        json(res, plan.status, plan.body ?? { success: false, error: `Status ${plan.status}` }, plan.headers);
        return;
      case 'malformed':
        res.writeHead(plan.status ?? 200, { ...CORS, 'Content-Type': 'application/json' });
        res.end('{"success": true, "data": {"markdown": "5 stars Ann •');
        return;
      case 'slow': {
        const timer = setTimeout(() => {
          timers.delete(timer);
          if (!res.destroyed) answer(plan.then, res);
        }, plan.delayMs);
        timers.add(timer);
        return;
      }
      case 'drop':
        res.socket?.destroy();
        return;
    }
  }

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    if (req.method === 'OPTIONS') {
      fake.preflights++;
      res.writeHead(204, CORS);
      res.end();
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // recorded as text
      }
      const path = new URL(req.url ?? '/', 'http://x').pathname;
      fake.requests.push({ method: req.method ?? '', path, authorization: req.headers.authorization, contentType: req.headers['content-type'], body });
      if (req.method !== 'POST' || path !== '/v1/scrape') return json(res, 404, { success: false, error: `Not found: ${req.method} ${path}` });
      answer(queue.shift() ?? defaultPlan, res);
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}

function json(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { ...CORS, 'Content-Type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}
