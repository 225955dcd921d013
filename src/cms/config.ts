// The whole config.yml of the CMS: the backend (GitHub through the site's
// own sign-in function; under `site dev`, the same repository, which Sveltia
// CMS also offers to edit as a folder on this computer), where uploads go and
// what they become, and the collections generated from the schemas
// (cms/collections.ts).
import { dump } from 'js-yaml';
import { LARGEST_WIDTH } from '../images/slots.ts';
import type { PageTemplate } from '../render/templates.ts';
import { cmsCollections, type CmsCollection, type DataLayout } from './collections.ts';
import type { DataFormat } from './format.ts';
import { AUTH_ENDPOINT } from '../edge/sign-in.ts';

/** Where uploads land, under the data folder: data/images/ is published at /images/, photos through the pipeline. */
export const UPLOADS = 'images/uploads';
/**
 * The largest file the CMS uploads: the GitHub backend sends a file as one
 * base64 blob through GitHub's API, whose requests stop well short of 100 MB;
 * a phone photo resized in the browser (MEDIA_TRANSFORMATIONS) is far below this.
 */
export const MAX_UPLOAD_BYTES = 20_000_000;

/**
 * What the CMS does to a photo before it leaves the browser: the long side
 * capped at the widest variant the site publishes (images/slots.ts), WebP
 * (Sveltia's one output format), and, being drawn again, no camera data or
 * location. The build still makes every published format from it.
 */
export const MEDIA_TRANSFORMATIONS = { raster_image: { format: 'webp', quality: 90, width: LARGEST_WIDTH, height: LARGEST_WIDTH } } as const;

export type CmsBackend =
  /** Production: GitHub, signed in through the site's own OAuth function; each change a pull request. */
  | { kind: 'github'; repo: string; branch: string; siteUrl: string }
  /** `site dev`: the same repository, which the CMS on 127.0.0.1 edits as the folder the person picks (Sveltia's local mode). */
  | { kind: 'local'; repo: string; branch: string };

export interface CmsConfigInput {
  layout: DataLayout;
  templates: Record<string, PageTemplate>;
  backend: CmsBackend;
  /** The data folder as the repository names it ("data"): both backends are rooted at the repository. */
  dataPath: string;
}

export interface CmsConfig {
  backend: Record<string, unknown>;
  publish_mode?: 'editorial_workflow';
  site_url?: string;
  media_folder: string;
  public_folder: string;
  media_libraries: { default: { config: { max_file_size: number; transformations: typeof MEDIA_TRANSFORMATIONS } } };
  collections: CmsCollection[];
}

export function cmsConfig(input: CmsConfigInput): { config: CmsConfig; formats: Record<string, DataFormat> } {
  const { collections, formats } = cmsCollections(input.layout, input.templates, input.dataPath);
  const media = input.dataPath ? `${input.dataPath}/${UPLOADS}` : UPLOADS;
  const config: CmsConfig = {
    ...backendSettings(input.backend),
    media_folder: media,
    public_folder: `/${UPLOADS}`,
    media_libraries: { default: { config: { max_file_size: MAX_UPLOAD_BYTES, transformations: MEDIA_TRANSFORMATIONS } } },
    collections,
  };
  return { config, formats };
}

function backendSettings(backend: CmsBackend): Pick<CmsConfig, 'backend' | 'publish_mode' | 'site_url'> {
  if (backend.kind === 'local') return { backend: { name: 'github', repo: backend.repo, branch: backend.branch } };
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
