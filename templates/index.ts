// The templates, registered in ONE place: each page template with the copy
// schema it reads, plus the document head and layout. The engine receives this
// object (src/render/templates.ts says what it needs; src/site-templates.ts
// passes it in) and never imports a template itself.
import type { Content, Town } from '../src/content/types.ts';
import { nearbyAreas } from '../src/model/nearby-areas.ts';
import { directoryTowns } from '../src/model/town-directory.ts';
import { pageTemplate, type PageTemplate, type Templates } from '../src/render/templates.ts';
import { isKind, type PageRoute } from '../src/routes/types.ts';
import { Head } from './layout/Head.tsx';
import { Layout } from './layout/Layout.tsx';
import { BlogIndex } from './pages/blog/BlogIndex.tsx';
import { BlogPost } from './pages/blog/BlogPost.tsx';
import { blogCopy } from './pages/blog/copy.ts';
import { jobTown } from './pages/careers/job-posting.ts';
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
import { homeCopy, homeImages } from './pages/home/copy.ts';
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
import { TownDirectory } from './pages/service-area/TownDirectory.tsx';
import { servicesIndexCopy } from './pages/services-index/copy.ts';
import { ServicesIndex } from './pages/services-index/ServicesIndex.tsx';
import { PlumbingTown, SharedTown } from './pages/towns/CityTown.tsx';
import { doorTownCopy, townOverridesCopy } from './pages/towns/copy.ts';
import { DoorTown } from './pages/towns/DoorTown.tsx';
import { videosCopy } from './pages/videos/copy.ts';
import { Videos } from './pages/videos/Videos.tsx';
import { reviewCardCopy, reviewCopy } from './pages/review/copy.ts';
import { Review } from './pages/review/Review.tsx';
import { ReviewCard } from './pages/review/ReviewCard.tsx';
import { ZipIndex, ZipPage } from './pages/zip/ZipPages.tsx';
import { zipCopy } from './pages/zip/copy.ts';

/**
 * The towns a town page shows: its own and its nearby areas (blocks/NearbyAreas.tsx),
 * no other. An incremental build renders a town page again only when one of these changed.
 */
function townAndNearby(route: PageRoute, content: Content): Town[] {
  return isKind(route, 'town') ? [route.props.town, ...nearbyAreas(route.props.town, content.towns)] : [];
}

/** A page of the town directory shows its towns (the service-area page the first): pin, name and description. */
function directoryPageTowns(route: PageRoute, content: Content): readonly Town[] {
  return directoryTowns(content.towns, isKind(route, 'town-directory') ? route.props.number : 1);
}

/** The careers page completes each posting's address with the ZIP of the town it names. */
function jobTowns(_route: PageRoute, content: Content): Town[] {
  return content.jobs.flatMap((job) => jobTown(job, content) ?? []);
}

/**
 * Page template id (route.template) → the kind of route it renders, its component
 * and the copy it reads. A data/pages entry names its template (one of kind
 * "fixed"); a route of any other kind renders the template registered under
 * its kind's name ("service", "zip", "post", "not-found"), a town page the one
 * under "town-" and the town's kind (src/routes/table.ts).
 */
const pages: Record<string, PageTemplate> = {
  generic: pageTemplate('fixed', Generic),
  'service-area': { ...pageTemplate('fixed', ServiceArea, serviceAreaCopy), towns: directoryPageTowns },
  'town-directory': { ...pageTemplate('town-directory', TownDirectory), towns: directoryPageTowns },
  'town-plumbing': { ...pageTemplate('town', PlumbingTown, townOverridesCopy), towns: townAndNearby },
  'town-door': { ...pageTemplate('town', DoorTown, doorTownCopy), towns: townAndNearby },
  'town-shared': { ...pageTemplate('town', SharedTown, townOverridesCopy), towns: townAndNearby },
  'big-horn-county': pageTemplate('fixed', BigHornCounty, countyCopy),
  'garage-door-repair-near-me': pageTemplate('fixed', NearMePage, nearMeCopy),
  zip: pageTemplate('zip', ZipPage),
  'zip-index': pageTemplate('fixed', ZipIndex, zipCopy),
  'not-found': pageTemplate('not-found', NotFound),
  home: { ...pageTemplate('fixed', Home, homeCopy), images: homeImages },
  gallery: pageTemplate('fixed', GalleryPage, galleryCopy),
  'services-index': pageTemplate('fixed', ServicesIndex, servicesIndexCopy),
  service: pageTemplate('service', ServicePage, serviceCopy),
  estimates: pageTemplate('fixed', Estimates, estimatesCopy),
  contact: pageTemplate('fixed', Contact, contactCopy),
  careers: { ...pageTemplate('fixed', Careers, careersCopy), towns: jobTowns },
  blog: pageTemplate('fixed', BlogIndex, blogCopy),
  post: pageTemplate('post', BlogPost),
  videos: pageTemplate('fixed', Videos, videosCopy),
  history: pageTemplate('fixed', History, historyCopy),
  'privacy-policy': pageTemplate('fixed', PrivacyPolicy, privacyCopy),
  guarantee: pageTemplate('fixed', Guarantee, guaranteeCopy),
  partnership: pageTemplate('fixed', Partnership, partnershipCopy),
  review: pageTemplate('fixed', Review, reviewCopy),
  'review-card': pageTemplate('fixed', ReviewCard, reviewCardCopy),
};

export const siteTemplates: Templates = { pages, Head, Layout };
