import { Generic } from './Generic.tsx';
import { Home } from './home/Home.tsx';
import { GalleryPage } from './gallery/GalleryPage.tsx';
import { ServicesIndex } from './services-index/ServicesIndex.tsx';
import { ServicePage } from './service/ServicePage.tsx';
import { NotFound } from './NotFound.tsx';
import type { PageTemplate } from './types.ts';
import { ServiceArea } from './service-area/ServiceArea.tsx';
import { PlumbingTown, SharedTown } from './towns/CityTown.tsx';
import { DoorTown } from './towns/DoorTown.tsx';
import { ServiceAreaCity } from './towns/ServiceAreaCity.tsx';
import { BigHornCounty } from './county/BigHornCounty.tsx';
import { NearMePage } from './near-me/NearMePage.tsx';
import { ZipIndex, ZipPage } from './zip/ZipPages.tsx';
import { Estimates } from './estimates/Estimates.tsx';
import { Contact } from './contact/Contact.tsx';
import { Careers } from './careers/Careers.tsx';
import { BlogIndex } from './blog/BlogIndex.tsx';
import { BlogPost } from './blog/BlogPost.tsx';
import { Videos } from './videos/Videos.tsx';
import { History } from './history/History.tsx';
import { PrivacyPolicy } from './privacy/PrivacyPolicy.tsx';
import { Guarantee } from './guarantee/Guarantee.tsx';
import { Partnership } from './partnership/Partnership.tsx';

/** Page template id (route.template) → component. */
export const pageTemplates: Record<string, PageTemplate> = {
  generic: Generic,
  'service-area': ServiceArea,
  'town-plumbing': PlumbingTown,
  'town-door': DoorTown,
  'town-shared': SharedTown,
  'service-area-city': ServiceAreaCity,
  'big-horn-county': BigHornCounty,
  'garage-door-repair-near-me': NearMePage,
  zip: ZipPage,
  'zip-index': ZipIndex,
  'not-found': NotFound,
  home: Home,
  gallery: GalleryPage,
  'services-index': ServicesIndex,
  service: ServicePage,
  estimates: Estimates,
  contact: Contact,
  careers: Careers,
  blog: BlogIndex,
  'blog-post': BlogPost,
  videos: Videos,
  history: History,
  'privacy-policy': PrivacyPolicy,
  guarantee: Guarantee,
  partnership: Partnership,
};

export function templateFor(id: string): PageTemplate {
  return pageTemplates[id] ?? Generic;
}
