// A fake of GitHub, as far as the site's sign-in (src/edge/sign-in.ts: the
// consent page, the code exchange, the push-permission check) and Sveltia
// CMS's GitHub backend use it: the signed-in user and the collaborator check;
// the tree and blobs (REST); through GraphQL the last commit of a branch,
// file contents and histories in aliased batches, `createCommitOnBranch`
// (entries and uploads alike) and `createRef`; and for the editorial
// workflow, pull requests: opened, labelled with their status, marked ready,
// merged, their branches deleted. The repository lives in memory, so a test
// can read what each commit wrote. Requests it does not know are answered
// with an error and kept in `unknown`, for the test to show.

import { createHash } from 'node:crypto';

export interface FakeGitHubOptions {
  /** "owner/name". */
  repo: string;
  /** The branch the site is published from. */
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
  parent?: string;
  message: string;
  date: string;
  /** The paths this commit added, changed or deleted. */
  changed: string[];
  /** Every file of the repository after this commit: path → blob id. */
  tree: Map<string, string>;
}

export interface PullRequest {
  number: number;
  title: string;
  /** The workflow branch, and the commit it started from. */
  head: string;
  baseOid: string;
  draft: boolean;
  labels: string[];
  state: 'open' | 'closed' | 'merged';
}

/** The signed-in person, as GET /user describes them. */
export const FAKE_USER = { id: 1001, login: 'basin-owner', name: 'Pat Owner', email: 'owner@basinpeak.example', html_url: 'https://github.com/basin-owner' };

/** The code GitHub's consent page hands back to the sign-in callback. */
const CODE = 'fake-consent-code';
const REPOSITORY_ID = 'R_fake_repository';
const QUOTED = '("(?:[^"\\\\]|\\\\.)*")';

/** A git blob's id: what `git hash-object` prints for these bytes. */
export function blobSha(bytes: Buffer): string {
  return createHash('sha1').update(`blob ${bytes.length}\0`).update(bytes).digest('hex');
}

export class FakeGitHub {
  /** Requests the fake does not implement: method and URL, and for GraphQL the query. */
  readonly unknown: string[] = [];
  readonly pulls: PullRequest[] = [];
  private readonly blobs = new Map<string, Buffer>();
  private readonly objects = new Map<string, Commit>();
  private readonly branches = new Map<string, string>();

  constructor(private readonly options: FakeGitHubOptions) {
    const first = this.commit('Initial content', options.files, undefined);
    this.branches.set(options.branch, first.oid);
  }

  /** The head commit of a branch (the published one by default). */
  head(branch = this.options.branch): Commit {
    return this.objects.get(this.branches.get(branch)!)!;
  }

  /** The commits of a branch, oldest first (first parents). */
  log(branch = this.options.branch): Commit[] {
    const log: Commit[] = [];
    for (let commit: Commit | undefined = this.head(branch); commit; commit = commit.parent ? this.objects.get(commit.parent) : undefined) log.unshift(commit);
    return log;
  }

  /** A file at a branch's head, or undefined. */
  file(path: string, branch = this.options.branch): Buffer | undefined {
    const sha = this.head(branch).tree.get(path);
    return sha === undefined ? undefined : this.blobs.get(sha);
  }

  /** Every file at the published branch's head, by path. */
  files(): Map<string, Buffer> {
    return new Map([...this.head().tree].map(([path, sha]) => [path, this.blobs.get(sha)!]));
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
    const body = request.body ? (JSON.parse(request.body) as Record<string, unknown>) : {};
    if (request.method === 'POST' && url.pathname === '/graphql') return this.graphql(body);
    if (url.pathname === '/user' && request.method === 'GET') return json(200, FAKE_USER);
    const prefix = `/repos/${this.options.repo}`;
    if (url.pathname !== prefix && !url.pathname.startsWith(`${prefix}/`)) return undefined;
    return this.repositoryRest(request.method, decodeURIComponent(url.pathname.slice(prefix.length)), body);
  }

  /** The REST endpoints under /repos/{owner}/{name}. */
  private repositoryRest(method: string, path: string, body: Record<string, unknown>): FakeResponse | undefined {
    // a branch's name may hold slashes (cms/towns/…)
    const [, kind, id, rest] =
      /^\/(git\/refs\/heads)\/(.+)()$/.exec(path) ?? /^\/(git\/trees|git\/blobs|collaborators|pulls|issues)\/([^/]+)(\/.*)?$/.exec(path) ?? [];
    const key = `${method} ${kind ?? path}${rest ?? ''}`;
    switch (key) {
      case 'GET ':
        return json(200, { full_name: this.options.repo, default_branch: this.options.branch, permissions: { admin: false, push: true, pull: true } });
      case 'GET collaborators':
        return id === FAKE_USER.login ? noContent() : undefined;
      case 'GET git/trees':
        return this.tree(id!);
      case 'GET git/blobs': {
        const blob = this.blobs.get(id!);
        return blob && { status: 200, contentType: 'application/octet-stream', body: blob };
      }
      case 'PATCH git/refs/heads':
        this.branches.set(id!, String(body.sha));
        return json(200, { ref: `refs/heads/${id}`, object: { sha: body.sha } });
      case 'DELETE git/refs/heads':
        return this.branches.delete(id!) ? noContent() : json(422, { message: 'Reference does not exist' });
      case 'POST /pulls':
        return this.openPull(body);
      case 'PUT pulls/merge':
        return this.merge(this.pull(id), String(body.commit_title ?? ''));
      case 'PATCH pulls': {
        const pull = this.pull(id);
        if (pull && body.state === 'closed') pull.state = 'closed';
        return pull && json(200, this.pullJson(pull));
      }
      case 'GET issues':
      case 'PATCH issues':
      case 'POST issues/labels': {
        const pull = this.pull(id);
        if (!pull) return undefined;
        if (Array.isArray(body.labels))
          pull.labels = key === 'POST issues/labels' ? [...new Set([...pull.labels, ...body.labels.map(String)])] : body.labels.map(String);
        return json(200, key === 'POST issues/labels' ? labelsJson(pull) : { number: pull.number, labels: labelsJson(pull) });
      }
      default:
        return undefined;
    }
  }

  /** GET …/git/trees/{branch or commit}?recursive=1. */
  private tree(ref: string): FakeResponse | undefined {
    const commit = this.objects.get(this.branches.get(ref) ?? ref);
    if (!commit) return undefined;
    const tree = [...commit.tree].map(([path, sha]) => ({ path, mode: '100644', type: 'blob', sha, size: this.blobs.get(sha)!.length }));
    return json(200, { sha: commit.oid, tree, truncated: false });
  }

  private pull(id: string | undefined): PullRequest | undefined {
    return this.pulls.find((pull) => String(pull.number) === id);
  }

  /** POST …/pulls: a pull request from a workflow branch into the published one. */
  private openPull(body: Record<string, unknown>): FakeResponse | undefined {
    const head = String(body.head);
    if (!this.branches.has(head) || body.base !== this.options.branch) return undefined;
    const pull: PullRequest = {
      number: this.pulls.length + 1,
      title: String(body.title),
      head,
      baseOid: this.mergeBase(head),
      draft: body.draft === true,
      labels: [],
      state: 'open',
    };
    this.pulls.push(pull);
    return json(201, this.pullJson(pull));
  }

  /** The last commit of the published branch that the workflow branch holds. */
  private mergeBase(branch: string): string {
    const published = new Set(this.log().map((commit) => commit.oid));
    return this.log(branch).findLast((commit) => published.has(commit.oid))!.oid;
  }

  /** PUT …/pulls/{n}/merge: the branch's changes since it started, one commit on the published branch. */
  private merge(pull: PullRequest | undefined, title: string): FakeResponse | undefined {
    if (pull?.state !== 'open' || !this.branches.has(pull.head)) return undefined;
    if (pull.draft) return json(405, { message: 'Pull Request is still a draft' });
    const changes = this.changes(pull);
    const files = this.files();
    for (const { path, changeType } of changes) {
      if (changeType === 'DELETED') files.delete(path);
      else files.set(path, this.file(path, pull.head)!);
    }
    const commit = this.commit(
      title || pull.title,
      files,
      this.head().oid,
      changes.map(({ path }) => path),
    );
    this.branches.set(this.options.branch, commit.oid);
    pull.state = 'merged';
    return json(200, { sha: commit.oid, merged: true, message: 'Pull Request successfully merged' });
  }

  /** What a pull request's branch changed since it started. */
  private changes(pull: PullRequest): Array<{ path: string; changeType: 'ADDED' | 'MODIFIED' | 'DELETED' }> {
    const before = this.objects.get(pull.baseOid)!.tree;
    const after = this.head(pull.head).tree;
    const paths = [...new Set([...before.keys(), ...after.keys()])].filter((path) => before.get(path) !== after.get(path)).sort();
    return paths.map((path) => ({ path, changeType: !after.has(path) ? 'DELETED' : before.has(path) ? 'MODIFIED' : 'ADDED' }));
  }

  private pullJson(pull: PullRequest): Record<string, unknown> {
    const date = this.head(this.branches.has(pull.head) ? pull.head : undefined).date;
    return {
      number: pull.number,
      node_id: `PR_${pull.number}`,
      title: pull.title,
      html_url: `https://github.com/${this.options.repo}/pull/${pull.number}`,
      state: pull.state === 'open' ? 'open' : 'closed',
      draft: pull.draft,
      head: { ref: pull.head, sha: this.branches.get(pull.head) },
      created_at: date,
      updated_at: date,
    };
  }

  private graphql({ query = '', variables = {} }: { query?: string; variables?: Record<string, unknown> }): FakeResponse {
    const data = this.graphqlData(String(query), variables as Record<string, unknown>);
    if (data === undefined) {
      this.unknown.push(`POST /graphql ${String(query).trim()}`);
      return json(200, { data: null, errors: [{ message: 'The fake GitHub does not answer this query' }] });
    }
    return json(200, 'errors' in data ? data : { data });
  }

  /** The `data` of a GraphQL answer (or a whole answer with `errors`); undefined for a query the fake does not know. */
  private graphqlData(query: string, variables: Record<string, unknown>): Record<string, unknown> | undefined {
    if (query.includes('createCommitOnBranch(')) return this.createCommitOnBranch(query, variables.input as CommitInput);
    if (query.includes('createRef(')) return this.createRef(variables.input as { repositoryId: string; name: string; oid: string });
    const draftChange = /(markPullRequestReadyForReview|convertPullRequestToDraft)\(/.exec(query)?.[1];
    if (draftChange) {
      const pull = this.pulls.find((p) => `PR_${p.number}` === (variables.input as { pullRequestId: string }).pullRequestId);
      if (!pull) return undefined;
      pull.draft = draftChange === 'convertPullRequestToDraft';
      return { [draftChange]: { pullRequest: { isDraft: pull.draft } } };
    }
    const branch = typeof variables.branch === 'string' ? variables.branch : this.options.branch;
    if (!this.branches.has(branch)) return { repository: { ref: null } };
    // createBranch: the repository to branch in, and the published branch's head to start from
    if (query.includes('fork: repository(')) return { fork: { id: REPOSITORY_ID }, base: { ref: { target: { oid: this.head(branch).oid } } } };
    if (query.includes('pullRequests(headRefName: $branch'))
      return { repository: { pullRequests: { totalCount: this.pulls.filter((p) => p.state === 'open' && p.head === branch).length } } };
    if (query.includes('pullRequests('))
      return { repository: { pullRequests: { nodes: this.pulls.filter((p) => p.state === 'open').map((p) => this.pullNode(p)) } } };
    const aliased = [...query.matchAll(/(\w+_\d+): /g)];
    if (aliased.length > 0) return this.aliasedBatch(query, aliased, branch);
    // a branch's last commit (fetchLastCommit), or its head's id (fetchBranchHeadSHA)
    if (/^\s*query\([^)]*\) \{ repository\(owner: \$owner, name: \$repo\) \{ ref\(qualifiedName: \$branch\)/.test(query)) {
      const head = this.head(branch);
      return { repository: { ref: { target: { oid: head.oid, history: { nodes: [this.historyNode(head)] } } } } };
    }
    if (query.includes('defaultBranchRef')) return { repository: { defaultBranchRef: { name: this.options.branch } } };
    return undefined;
  }

  /** A query of one aliased field per file: a blob's text, a file on a branch, or a file's history. */
  private aliasedBatch(query: string, aliased: RegExpMatchArray[], branch: string): Record<string, unknown> | undefined {
    const fields: Record<string, unknown> = {};
    for (const [i, match] of aliased.entries()) {
      const fragment = query.slice(match.index! + match[0].length, aliased[i + 1]?.index ?? query.length).trimStart();
      const value = this.aliasedField(fragment, branch);
      if (value === undefined) return undefined;
      fields[match[1]!] = value;
    }
    return { repository: fields };
  }

  private aliasedField(fragment: string, branch: string): unknown {
    const blob = /^object\(oid: "([0-9a-f]+)"\)/.exec(fragment);
    if (blob) {
      const bytes = this.blobs.get(blob[1]!);
      return bytes ? { text: bytes.toString('utf8'), isTruncated: false } : null;
    }
    const onBranch = new RegExp(`^object\\(expression: ${QUOTED}\\)`).exec(fragment);
    if (onBranch) {
      const expression = JSON.parse(onBranch[1]!) as string;
      const at = expression.indexOf(':');
      const sha = this.branches.has(expression.slice(0, at)) ? this.head(expression.slice(0, at)).tree.get(expression.slice(at + 1)) : undefined;
      if (!sha) return null;
      const bytes = this.blobs.get(sha)!;
      const binary = bytes.includes(0) || !bytes.equals(Buffer.from(bytes.toString('utf8')));
      return { oid: sha, byteSize: bytes.length, isBinary: binary, isTruncated: false, text: binary ? null : bytes.toString('utf8') };
    }
    const history = new RegExp(`^ref\\(qualifiedName: \\$branch\\).*history\\(first: (\\d+), path: ${QUOTED}\\)`).exec(fragment);
    if (history) {
      const path = JSON.parse(history[2]!) as string;
      const nodes = this.log(branch)
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

  private pullNode(pull: PullRequest): unknown {
    const json = this.pullJson(pull);
    return {
      id: json.node_id,
      number: pull.number,
      title: pull.title,
      url: json.html_url,
      isDraft: pull.draft,
      isCrossRepository: false,
      createdAt: json.created_at,
      updatedAt: json.updated_at,
      headRefName: pull.head,
      headRefOid: this.branches.get(pull.head),
      author: { login: FAKE_USER.login, avatarUrl: '', name: FAKE_USER.name, email: FAKE_USER.email, databaseId: FAKE_USER.id },
      labels: { nodes: labelsJson(pull) },
      files: { nodes: this.changes(pull) },
    };
  }

  /** A new branch; as on GitHub, refused when it exists. */
  private createRef(input: { repositoryId: string; name: string; oid: string }): Record<string, unknown> | undefined {
    const name = input.name.replace(/^refs\/heads\//, '');
    if (input.repositoryId !== REPOSITORY_ID || !this.objects.has(input.oid)) return undefined;
    if (this.branches.has(name)) return { data: { createRef: null }, errors: [{ message: `A ref named "${input.name}" already exists in the repository.` }] };
    this.branches.set(name, input.oid);
    return { createRef: { ref: { name } } };
  }

  /** The commit mutation: refused unless it goes on top of the branch's head, as GitHub does. */
  private createCommitOnBranch(query: string, input: CommitInput): Record<string, unknown> | undefined {
    const branch = input.branch.branchName;
    if (input.branch.repositoryNameWithOwner !== this.options.repo || !this.branches.has(branch)) return undefined;
    const head = this.head(branch);
    if (input.expectedHeadOid !== head.oid)
      return { data: { createCommitOnBranch: null }, errors: [{ type: 'STALE_DATA', message: `Expected branch to point to "${input.expectedHeadOid}"` }] };
    const files = new Map([...head.tree].map(([path, sha]) => [path, this.blobs.get(sha)!]));
    const additions = input.fileChanges.additions ?? [];
    const deletions = input.fileChanges.deletions ?? [];
    for (const { path } of deletions) files.delete(path);
    for (const { path, contents } of additions) files.set(path, Buffer.from(contents, 'base64'));
    const commit = this.commit(
      input.message.headline,
      files,
      head.oid,
      [...deletions, ...additions].map(({ path }) => path),
    );
    this.branches.set(branch, commit.oid);
    const shas = Object.fromEntries(
      [...query.matchAll(new RegExp(`(file_\\d+): file\\(path: ${QUOTED}\\)`, 'g'))].map(([, alias, path]) => [
        alias,
        { oid: commit.tree.get(JSON.parse(path!))! },
      ]),
    );
    return { createCommitOnBranch: { commit: { oid: commit.oid, committedDate: commit.date, ...shas } } };
  }

  private commit(message: string, files: Map<string, Buffer>, parent: string | undefined, changed?: string[]): Commit {
    const tree = new Map<string, string>();
    for (const [path, bytes] of files) {
      const sha = blobSha(bytes);
      this.blobs.set(sha, bytes);
      tree.set(path, sha);
    }
    const count = this.objects.size;
    const oid = createHash('sha1').update(`${count}\0${parent}\0${message}`).digest('hex');
    const date = new Date(Date.UTC(2026, 0, 1) + count * 60_000).toISOString();
    const commit: Commit = { oid, parent, message, date, changed: changed ?? [...tree.keys()], tree };
    this.objects.set(oid, commit);
    return commit;
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

function labelsJson(pull: PullRequest): Array<{ name: string }> {
  return pull.labels.map((name) => ({ name }));
}

function noContent(): FakeResponse {
  return { status: 204, contentType: 'text/plain', body: '' };
}

function json(status: number, body: unknown): FakeResponse {
  return { status, contentType: 'application/json; charset=utf-8', body: JSON.stringify(body) };
}
