import type { CopySchemas } from '../../src/content/page-content.ts';
import { serviceAreaCopy } from './service-area/copy.ts';
import { doorTownCopy, townOverridesCopy } from './towns/copy.ts';
import { countyCopy } from './county/copy.ts';
import { nearMeCopy } from './near-me/copy.ts';
import { zipCopy } from './zip/copy.ts';
import { homeCopy } from './home/copy.ts';
import { galleryCopy } from './gallery/copy.ts';
import { servicesIndexCopy } from './services-index/copy.ts';
import { serviceCopy } from './service/copy.ts';
import { estimatesCopy } from './estimates/copy.ts';
import { contactCopy } from './contact/copy.ts';
import { careersCopy } from './careers/copy.ts';
import { blogCopy } from './blog/copy.ts';
import { videosCopy } from './videos/copy.ts';
import { historyCopy } from './history/copy.ts';
import { privacyCopy } from './privacy/copy.ts';
import { guaranteeCopy } from './guarantee/copy.ts';
import { partnershipCopy } from './partnership/copy.ts';

/**
 * The copy each template reads, as zod schemas (see src/content/page-content.ts).
 * Page templates register theirs here: pages by template id, services by slug
 * ("*" for the default), towns by kind.
 */
export const copySchemas: CopySchemas = {
  pages: {
    'service-area': serviceAreaCopy,
    'big-horn-county': countyCopy,
    'garage-door-repair-near-me': nearMeCopy,
    'zip-index': zipCopy,
    home: homeCopy,
    gallery: galleryCopy,
    'services-index': servicesIndexCopy,
    estimates: estimatesCopy,
    contact: contactCopy,
    careers: careersCopy,
    blog: blogCopy,
    videos: videosCopy,
    history: historyCopy,
    'privacy-policy': privacyCopy,
    guarantee: guaranteeCopy,
    partnership: partnershipCopy,
  },
  services: {
    '*': serviceCopy,
  },
  towns: { door: doorTownCopy, plumbing: townOverridesCopy, shared: townOverridesCopy },
};
