// The templates, registered in ONE place: each page template with the copy
// schema it reads, plus the document head and layout. The engine receives this
// object (src/render/templates.ts says what it needs; src/cli/templates.ts
// passes it in) and never imports a template itself.
import type { PageTemplate, Templates } from '../src/render/templates.ts';
import { Head } from './layout/Head.tsx';
import { Layout } from './layout/Layout.tsx';
import { BlogIndex } from './pages/blog/BlogIndex.tsx';
import { BlogPost } from './pages/blog/BlogPost.tsx';
import { blogCopy } from './pages/blog/copy.ts';
import { Careers } from './pages/careers/Careers.tsx';
import { careersCopy } from './pages/careers/copy.ts';
import { Contact } from './pages/contact/Contact.tsx';
import { contactCopy } from './pages/contact/copy.ts';
import { BigHornCounty } from './pages/county/BigHornCounty.tsx';
import { countyCopy } from './pages/county/copy.ts';
import { estimatesCopy } from './pages/estimates/copy.ts';
import { Estimates } from './pages/estimates/Estimates.tsx';
import { galleryCopy } from './pages/gallery/copy.ts';
import { GalleryPage } from './pages/gallery/GalleryPage.tsx';
import { Generic } from './pages/Generic.tsx';
import { guaranteeCopy } from './pages/guarantee/copy.ts';
import { Guarantee } from './pages/guarantee/Guarantee.tsx';
import { historyCopy } from './pages/history/copy.ts';
import { History } from './pages/history/History.tsx';
import { homeCopy } from './pages/home/copy.ts';
import { Home } from './pages/home/Home.tsx';
import { nearMeCopy } from './pages/near-me/copy.ts';
import { NearMePage } from './pages/near-me/NearMePage.tsx';
import { NotFound } from './pages/NotFound.tsx';
import { partnershipCopy } from './pages/partnership/copy.ts';
import { Partnership } from './pages/partnership/Partnership.tsx';
import { privacyCopy } from './pages/privacy/copy.ts';
import { PrivacyPolicy } from './pages/privacy/PrivacyPolicy.tsx';
import { serviceCopy } from './pages/service/copy.ts';
import { ServicePage } from './pages/service/ServicePage.tsx';
import { serviceAreaCopy } from './pages/service-area/copy.ts';
import { ServiceArea } from './pages/service-area/ServiceArea.tsx';
import { servicesIndexCopy } from './pages/services-index/copy.ts';
import { ServicesIndex } from './pages/services-index/ServicesIndex.tsx';
import { PlumbingTown, SharedTown } from './pages/towns/CityTown.tsx';
import { doorTownCopy, townOverridesCopy } from './pages/towns/copy.ts';
import { DoorTown } from './pages/towns/DoorTown.tsx';
import { ServiceAreaCity } from './pages/towns/ServiceAreaCity.tsx';
import { videosCopy } from './pages/videos/copy.ts';
import { Videos } from './pages/videos/Videos.tsx';
import { ZipIndex, ZipPage } from './pages/zip/ZipPages.tsx';
import { zipCopy } from './pages/zip/copy.ts';

/** Page template id (route.template) → component and the copy it reads. */
const pages: Record<string, PageTemplate> = {
  generic: { component: Generic },
  'service-area': { component: ServiceArea, copy: serviceAreaCopy },
  'town-plumbing': { component: PlumbingTown, copy: townOverridesCopy },
  'town-door': { component: DoorTown, copy: doorTownCopy },
  'town-shared': { component: SharedTown, copy: townOverridesCopy },
  'service-area-city': { component: ServiceAreaCity },
  'big-horn-county': { component: BigHornCounty, copy: countyCopy },
  'garage-door-repair-near-me': { component: NearMePage, copy: nearMeCopy },
  zip: { component: ZipPage },
  'zip-index': { component: ZipIndex, copy: zipCopy },
  'not-found': { component: NotFound },
  home: { component: Home, copy: homeCopy },
  gallery: { component: GalleryPage, copy: galleryCopy },
  'services-index': { component: ServicesIndex, copy: servicesIndexCopy },
  service: { component: ServicePage, copy: serviceCopy },
  estimates: { component: Estimates, copy: estimatesCopy },
  contact: { component: Contact, copy: contactCopy },
  careers: { component: Careers, copy: careersCopy },
  blog: { component: BlogIndex, copy: blogCopy },
  'blog-post': { component: BlogPost },
  videos: { component: Videos, copy: videosCopy },
  history: { component: History, copy: historyCopy },
  'privacy-policy': { component: PrivacyPolicy, copy: privacyCopy },
  guarantee: { component: Guarantee, copy: guaranteeCopy },
  partnership: { component: Partnership, copy: partnershipCopy },
};

export const siteTemplates: Templates = { pages, Head, Layout };
