// The whole config.yml of the CMS: the backend (GitHub through the site's
// own sign-in function, or the local backend of `site dev`), where uploads
// go, and the collections generated from the schemas (cms/collections.ts).
import { dump } from 'js-yaml';
import type { PageTemplate } from '../render/templates.ts';
import { cmsCollections, type CmsCollection, type DataLayout } from './collections.ts';
import type { DataFormat } from './format.ts';
import { AUTH_ENDPOINT } from './sign-in.ts';

/** Where uploads land, under the data folder: data/images/ is published at /images/, photos through the pipeline. */
export const UPLOADS = 'images/uploads';
/** The path `site dev` answers Decap's local backend protocol on. */
export const LOCAL_API = '/admin/api/v1';

export type CmsBackend =
  /** Production: GitHub, signed in through the site's own OAuth function; each change a pull request. */
  | { kind: 'github'; repo: string; branch: string; siteUrl: string }
  /** `site dev`: the local backend protocol, answered by site dev itself on the data folder. */
  | { kind: 'local' };

export interface CmsConfigInput {
  layout: DataLayout;
  templates: Record<string, PageTemplate>;
  backend: CmsBackend;
  /** The data folder as the backend names it: relative to the repository for GitHub, "" for the local backend (rooted at the data folder). */
  dataPath: string;
}

export interface CmsConfig {
  backend: Record<string, unknown>;
  publish_mode?: 'editorial_workflow';
  site_url?: string;
  media_folder: string;
  public_folder: string;
  collections: CmsCollection[];
}

export function cmsConfig(input: CmsConfigInput): { config: CmsConfig; formats: Record<string, DataFormat> } {
  const { collections, formats } = cmsCollections(input.layout, input.templates, input.dataPath);
  const media = input.dataPath ? `${input.dataPath}/${UPLOADS}` : UPLOADS;
  const config: CmsConfig = { ...backendSettings(input.backend), media_folder: media, public_folder: `/${UPLOADS}`, collections };
  return { config, formats };
}

function backendSettings(backend: CmsBackend): Pick<CmsConfig, 'backend' | 'publish_mode' | 'site_url'> {
  if (backend.kind === 'local') return { backend: { name: 'proxy', proxy_url: LOCAL_API, branch: 'main' } };
  return {
    backend: { name: 'github', repo: backend.repo, branch: backend.branch, base_url: backend.siteUrl, auth_endpoint: AUTH_ENDPOINT },
    // each change becomes a pull request, which CI builds as a preview before it is merged
    publish_mode: 'editorial_workflow',
    site_url: backend.siteUrl,
  };
}

/** config.yml's text. */
export function printCmsConfig(config: CmsConfig): string {
  return `# Written by site build from the content schemas (src/cms/); edits here are lost.\n${dump(config, { lineWidth: -1, noRefs: true })}`;
}
