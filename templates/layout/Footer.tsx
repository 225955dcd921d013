import type { Content, NavItem } from '../../src/content/types.ts';
import { FactList } from '../blocks/FactList.tsx';
import { LinkList } from '../blocks/LinkList.tsx';

export function Footer({ content }: { content: Content }) {
  const { site, navigation } = content;
  const labels = navigation.labels;
  return (
    <footer className="site-footer" data-place="footer">
      <div className="container site-footer__grid">
        <section className="site-footer__about" aria-labelledby="footer-about">
          <h2 id="footer-about" className="site-footer__brand">
            {site.company}
          </h2>
          <p>{site.about}</p>
        </section>

        <FooterLinks id="footer-explore" heading={labels.exploreSite} items={navigation.footerExplore} />

        <FooterLinks id="footer-services" heading={labels.footerServices} items={navigation.footerServices} />

        <section className="site-footer__col" aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="site-footer__heading">
            {labels.footerContact}
          </h2>
          <address className="site-footer__contact">
            <p>{site.region}</p>
            <p>
              <a href={`tel:${site.phones.main.tel}`}>{site.phones.main.display}</a>
            </p>
            <p>
              <a href={`mailto:${site.email}`}>{site.email}</a>
            </p>
          </address>
          <h3 className="site-footer__subheading">{labels.hours}</h3>
          <FactList className="site-footer__hours" itemClassName="site-footer__hours-row" facts={site.hours} />
        </section>
      </div>
      <div className="site-footer__bottom">
        <div className="container site-footer__bottom-inner">
          <p>{labels.copyright}</p>
          <p>
            {labels.credit} <a href={site.agency.url}>{site.agency.name}</a>
          </p>
        </div>
      </div>
    </footer>
  );
}

function FooterLinks({ id, heading, items }: { id: string; heading: string; items: NavItem[] }) {
  return (
    <nav className="site-footer__col" aria-labelledby={id}>
      <h2 id={id} className="site-footer__heading">
        {heading}
      </h2>
      <LinkList className="site-footer__list" links={items} />
    </nav>
  );
}
