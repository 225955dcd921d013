// The CMS offers a job posting's dates (data/jobs.yaml) as the schema defines
// them: the day it was posted, its optional last day, and what /careers does after it.
import { describe, expect, it } from 'vitest';
import { cmsConfig } from '../../../src/cms/config.ts';
import { dataLayout } from '../../../src/cms/layout.ts';
import { siteTemplates } from '../../../templates/index.ts';
import { repoData } from '../helpers/cli.ts';

describe('the CMS fields of a job posting', () => {
  it('are datePosted, an optional validThrough (date pickers) and an optional afterValidThrough (filled or remove)', () => {
    const backend = { kind: 'github', repo: 'basin-peak/website', branch: 'main', siteUrl: 'https://www.basinpeak.example' } as const;
    const { config } = cmsConfig({ layout: dataLayout(repoData), templates: siteTemplates.pages, backend, dataPath: 'data' });
    const job = config.collections.find((c) => c.name === 'jobs')!.files![0]!.fields[0]!.fields!;
    const date = { widget: 'datetime', format: 'YYYY-MM-DD', time_format: false };
    expect(job.find((f) => f.name === 'datePosted')).toMatchObject(date);
    expect(job.find((f) => f.name === 'datePosted')!.required).not.toBe(false);
    expect(job.find((f) => f.name === 'validThrough')).toMatchObject({ ...date, required: false });
    expect(job.find((f) => f.name === 'afterValidThrough')).toMatchObject({ widget: 'select', options: ['filled', 'remove'], required: false });
  });
});
