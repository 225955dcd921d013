// A fake of GitHub, as far as the site's sign-in (src/edge/sign-in.ts: the
// consent page, the code exchange, the push-permission check) and Sveltia
// CMS's GitHub backend with the simple publishing workflow use it: the
// signed-in user, the collaborator
// check, the repository's tree and blobs (REST), and through GraphQL the
// branch's last commit, file contents and histories in aliased batches, and
// `createCommitOnBranch`, which commits entries and uploads alike. The
// repository lives in memory, so a test can read what each commit wrote.
// Requests it does not know are answered with an error and kept in
// `unknown`, for the test to show.

import { createHash } from 'node:crypto';

export interface FakeGitHubOptions {
  /** "owner/name". */
  repo: string;
  branch: string;
  /** The OAuth app's secret the code exchange must name. */
  clientSecret: string;
  /** The token the signed-in user gets; any other is refused. */
  token: string;
  /** The repository's files at its first commit, by path. */
  files: Map<string, Buffer>;
}

export interface FakeRequest {
  method: string;
  /** On https://github.com (sign-in) or https://api.github.com. */
  url: string;
  authorization?: string;
  body?: string;
}

export interface FakeResponse {
  status: number;
  contentType: string;
  body: string | Buffer;
}

export interface Commit {
  oid: string;
  message: string;
  date: string;
  /** The paths this commit added, changed or deleted. */
  changed: string[];
  /** Every file of the repository after this commit. */
  tree: Map<string, string>;
}

/** The signed-in person, as GET /user describes them. */
export const FAKE_USER = { id: 1001, login: 'basin-owner', name: 'Pat Owner', email: 'owner@basinpeak.example', html_url: 'https://github.com/basin-owner' };

/** The code GitHub's consent page hands back to the sign-in callback. */
const CODE = 'fake-consent-code';

/** A git blob's id: what `git hash-object` prints for these bytes. */
export function blobSha(bytes: Buffer): string {
  return createHash('sha1').update(`blob ${bytes.length}\0`).update(bytes).digest('hex');
}

export class FakeGitHub {
  readonly commits: Commit[] = [];
  /** Requests the fake does not implement: method, path, and for GraphQL the query. */
  readonly unknown: string[] = [];
  private readonly blobs = new Map<string, Buffer>();

  constructor(private readonly options: FakeGitHubOptions) {
    this.commit('Initial content', options.files, []);
  }

  get head(): Commit {
    return this.commits.at(-1)!;
  }

  /** A file of the branch's head, or undefined. */
  file(path: string): Buffer | undefined {
    const sha = this.head.tree.get(path);
    return sha === undefined ? undefined : this.blobs.get(sha);
  }

  /** Every file of the branch's head, by path. */
  files(): Map<string, Buffer> {
    return new Map([...this.head.tree].map(([path, sha]) => [path, this.blobs.get(sha)!]));
  }

  /** Answers one request to github.com or api.github.com. */
  answer(request: FakeRequest): FakeResponse {
    const url = new URL(request.url);
    const answer = url.host === 'github.com' ? this.oauth(request, url) : this.api(request, url);
    if (answer) return answer;
    this.unknown.push(`${request.method} ${request.url}`);
    return json(404, { message: 'Not Found' });
  }

  /** The consent page and the code exchange. */
  private oauth(request: FakeRequest, url: URL): FakeResponse | undefined {
    if (request.method === 'GET' && url.pathname === '/login/oauth/authorize') return consentPage(url);
    if (request.method === 'POST' && url.pathname === '/login/oauth/access_token') {
      const { code, client_secret: secret } = JSON.parse(request.body ?? '{}') as Record<string, string>;
      return json(
        200,
        code === CODE && secret === this.options.clientSecret
          ? { access_token: this.options.token, token_type: 'bearer', scope: 'repo' }
          : { error: 'bad_verification_code' },
      );
    }
    return undefined;
  }

  private api(request: FakeRequest, url: URL): FakeResponse | undefined {
    if (!['token', 'Bearer'].some((scheme) => request.authorization === `${scheme} ${this.options.token}`)) return json(401, { message: 'Bad credentials' });
    const repo = `/repos/${this.options.repo}`;
    if (request.method === 'POST' && url.pathname === '/graphql') return this.graphql(JSON.parse(request.body ?? '{}'));
    if (request.method !== 'GET') return undefined;
    if (url.pathname === '/user') return json(200, FAKE_USER);
    if (url.pathname === repo)
      return json(200, { full_name: this.options.repo, default_branch: this.options.branch, permissions: { admin: false, push: true, pull: true } });
    if (url.pathname === `${repo}/collaborators/${FAKE_USER.login}`) return { status: 204, contentType: 'text/plain', body: '' };
    if (url.pathname.startsWith(`${repo}/git/trees/`)) {
      const tree = this.tree(decodeURIComponent(url.pathname.slice(`${repo}/git/trees/`.length)));
      return tree ? json(200, tree) : undefined;
    }
    const blob = url.pathname.startsWith(`${repo}/git/blobs/`) ? this.blobs.get(url.pathname.slice(`${repo}/git/blobs/`.length)) : undefined;
    return blob && { status: 200, contentType: 'application/octet-stream', body: blob };
  }

  /** GET …/git/trees/{branch or commit}?recursive=1. */
  private tree(ref: string): unknown {
    const commit = ref === this.options.branch ? this.head : this.commits.find((c) => c.oid === ref);
    if (!commit) return undefined;
    const tree = [...commit.tree].map(([path, sha]) => ({ path, mode: '100644', type: 'blob', sha, size: this.blobs.get(sha)!.length }));
    return { sha: commit.oid, tree, truncated: false };
  }

  private graphql({ query = '', variables = {} }: { query?: string; variables?: Record<string, unknown> }): FakeResponse {
    if (query.includes('createCommitOnBranch')) return this.createCommitOnBranch(query, variables.input as CommitInput);
    if (variables.branch !== undefined && variables.branch !== this.options.branch) return this.unknownQuery(query);
    const aliased = [...query.matchAll(/(\w+_\d+): /g)];
    if (aliased.length > 0) {
      const fields: Record<string, unknown> = {};
      for (const [i, match] of aliased.entries()) {
        const fragment = query.slice(match.index + match[0].length, aliased[i + 1]?.index ?? query.length).trimStart();
        const value = this.aliasedField(fragment);
        if (value === undefined) return this.unknownQuery(query);
        fields[match[1]!] = value;
      }
      return json(200, { data: { repository: fields } });
    }
    // the branch's last commit (FETCH_LAST_COMMIT_QUERY), or its head's id (fetchBranchHeadSHA)
    if (
      /^\s*query\(\$owner: String!, \$repo: String!, \$branch: String!\) \{ repository\(owner: \$owner, name: \$repo\) \{ ref\(qualifiedName: \$branch\)/.test(
        query,
      )
    )
      return json(200, { data: { repository: { ref: { target: { oid: this.head.oid, history: { nodes: [this.historyNode(this.head)] } } } } } });
    if (query.includes('defaultBranchRef')) return json(200, { data: { repository: { defaultBranchRef: { name: this.options.branch } } } });
    return this.unknownQuery(query);
  }

  /** One aliased field of a batch: a blob's text, or a file's history on the branch. */
  private aliasedField(fragment: string): unknown {
    const blob = /^object\(oid: "([0-9a-f]+)"\)/.exec(fragment);
    if (blob) {
      const bytes = this.blobs.get(blob[1]!);
      return bytes ? { text: bytes.toString('utf8'), isTruncated: false } : null;
    }
    const history = /^ref\(qualifiedName: \$branch\).*history\(first: (\d+), path: ("(?:[^"\\]|\\.)*")\)/.exec(fragment);
    if (history) {
      const path = JSON.parse(history[2]!) as string;
      const nodes = this.commits
        .filter((commit) => commit.changed.includes(path))
        .reverse()
        .slice(0, Number(history[1]))
        .map((commit) => this.historyNode(commit));
      return { target: { history: { nodes } } };
    }
    return undefined;
  }

  private historyNode(commit: Commit): unknown {
    const author = { name: FAKE_USER.name, email: FAKE_USER.email, avatarUrl: '', user: { id: FAKE_USER.id, login: FAKE_USER.login } };
    return { oid: commit.oid, message: commit.message, committedDate: commit.date, author };
  }

  /** The commit mutation: refused unless it goes on top of the branch's head, as GitHub does. */
  private createCommitOnBranch(query: string, input: CommitInput): FakeResponse {
    if (input.branch.repositoryNameWithOwner !== this.options.repo || input.branch.branchName !== this.options.branch) return this.unknownQuery(query);
    if (input.expectedHeadOid !== this.head.oid)
      return json(200, {
        data: { createCommitOnBranch: null },
        errors: [{ type: 'STALE_DATA', message: `Expected branch to point to "${input.expectedHeadOid}"` }],
      });
    const files = this.files();
    const additions = input.fileChanges.additions ?? [];
    const deletions = input.fileChanges.deletions ?? [];
    for (const { path } of deletions) files.delete(path);
    for (const { path, contents } of additions) files.set(path, Buffer.from(contents, 'base64'));
    const commit = this.commit(
      input.message.headline,
      files,
      [...deletions, ...additions].map(({ path }) => path),
    );
    const shas = Object.fromEntries(
      [...query.matchAll(/(file_\d+): file\(path: ("(?:[^"\\]|\\.)*")\)/g)].map(([, alias, path]) => [alias, { oid: commit.tree.get(JSON.parse(path!))! }]),
    );
    return json(200, { data: { createCommitOnBranch: { commit: { oid: commit.oid, committedDate: commit.date, ...shas } } } });
  }

  private commit(message: string, files: Map<string, Buffer>, changed: string[]): Commit {
    const tree = new Map<string, string>();
    for (const [path, bytes] of files) {
      const sha = blobSha(bytes);
      this.blobs.set(sha, bytes);
      tree.set(path, sha);
    }
    const oid = createHash('sha1').update(`${this.commits.length}\0${message}`).digest('hex');
    const commit = {
      oid,
      message,
      date: new Date(Date.UTC(2026, 0, 1) + this.commits.length * 60_000).toISOString(),
      changed: this.commits.length ? changed : [...tree.keys()],
      tree,
    };
    this.commits.push(commit);
    return commit;
  }

  private unknownQuery(query: string): FakeResponse {
    this.unknown.push(`POST /graphql ${query.trim()}`);
    return json(200, { data: null, errors: [{ message: 'The fake GitHub does not answer this query' }] });
  }
}

interface CommitInput {
  branch: { repositoryNameWithOwner: string; branchName: string };
  expectedHeadOid: string;
  fileChanges: { additions?: Array<{ path: string; contents: string }>; deletions?: Array<{ path: string }> };
  message: { headline: string };
}

/** GitHub's consent page: its Authorize button sends the person back to the app with a code and the state. */
function consentPage(url: URL): FakeResponse {
  const field = (name: string, value: string) => `<input type="hidden" name="${name}" value="${escapeAttribute(value)}">`;
  const form = `<form method="get" action="${escapeAttribute(url.searchParams.get('redirect_uri') ?? '')}">${field('code', CODE)}${field('state', url.searchParams.get('state') ?? '')}<button>Authorize</button></form>`;
  return { status: 200, contentType: 'text/html; charset=utf-8', body: `<!DOCTYPE html><html lang="en"><title>Authorize application</title>${form}</html>` };
}

function escapeAttribute(text: string): string {
  return text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
}

function json(status: number, body: unknown): FakeResponse {
  return { status, contentType: 'application/json; charset=utf-8', body: JSON.stringify(body) };
}
