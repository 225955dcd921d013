import type { WebSocketClient, WebSocketServer } from 'vite';

/** What a page should do now: show problems, or compare its HTML hash with the current one. */
/** The hash of the page dev serves while nothing can be rendered (src/dev/dev-html.ts). */
export const ERROR_PAGE = 'error';

export type Verdict = { kind: 'errors'; text: string } | { kind: 'check'; hash: string };

/** An open page: its URL and the hash of the HTML it shows. */
export interface OpenPage {
  path: string;
  hash: string;
}

export interface UpdateOptions {
  /** Vite hot-updated the change in place: take the new hashes without reloading. */
  keepHashes: boolean;
  /** A stylesheet or image changed: reload even where the HTML is identical. */
  forceReload: boolean;
}

/**
 * The pages open in browsers (each says hello over Vite's WebSocket with its
 * path and hash) and what to tell them after a change. A page whose HTML is
 * byte-identical is not reloaded.
 */
export class LivePages {
  private readonly pages = new WeakMap<object, OpenPage>();
  private readonly hello = (data: OpenPage, client: WebSocketClient) => void this.greet(data, client);

  constructor(
    private readonly ws: WebSocketServer,
    private readonly judge: (page: OpenPage) => Promise<Verdict>,
  ) {
    ws.on('site:hello', this.hello);
  }

  stop(): void {
    this.ws.off('site:hello', this.hello);
  }

  private async greet(data: OpenPage, client: WebSocketClient): Promise<void> {
    if (typeof data?.path !== 'string' || typeof data.hash !== 'string') return;
    const page = { path: data.path, hash: data.hash };
    this.pages.set(client.socket, page);
    // The content may have changed between serving the page and this hello.
    this.tell(client, page, await this.judge(page), { keepHashes: false, forceReload: false });
  }

  /** Tells every open page what changed; returns how many were reloaded. Each URL is rendered once. */
  async update(options: UpdateOptions): Promise<number> {
    const verdicts = new Map<string, Promise<Verdict>>();
    let reloaded = 0;
    for (const client of this.ws.clients) {
      const page = this.pages.get(client.socket);
      if (!page) continue;
      if (!verdicts.has(page.path)) verdicts.set(page.path, this.judge(page));
      if (this.tell(client, page, await verdicts.get(page.path)!, options)) reloaded++;
    }
    return reloaded;
  }

  private tell(client: WebSocketClient, page: OpenPage, verdict: Verdict, options: UpdateOptions): boolean {
    if (verdict.kind === 'errors') {
      client.send('site:errors', { text: verdict.text });
      return false;
    }
    if (options.keepHashes && page.hash !== ERROR_PAGE) page.hash = verdict.hash;
    if (verdict.hash === page.hash && !options.forceReload) {
      client.send('site:ok');
      return false;
    }
    client.send('site:reload');
    return true;
  }
}
