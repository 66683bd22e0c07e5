import { SECTION_TAB_ORDER, SECTION_TITLES } from '@store/shared/catalog';
import { theme } from '@store/shared/ui';
import { Link } from '@store/shared/router';
import styled from 'styled-components';

const Footer = styled.footer`
  margin-top: ${theme.space.xxl};
  padding: 48px 16px 32px;
  background: ${theme.color.ink};
  color: ${theme.color.onInk};
  font: ${theme.size.sm} / 1.6 ${theme.font.body};
  a {
    color: inherit;
  }
`;

const Columns = styled.div`
  max-width: ${theme.maxWidth};
  margin: 0 auto;
  display: grid;
  gap: 32px;
  @media (min-width: ${theme.breakpoint.sm}) {
    grid-template-columns: 2fr 1fr 1fr 1fr;
  }
  h2 {
    margin: 0 0 12px;
    color: ${theme.color.paper};
    font: 600 16px/1.3 ${theme.font.body};
    letter-spacing: 0.1em;
    text-transform: uppercase;
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  /* Touch targets at least 24 px tall, so neighbouring links are easy to tell apart. */
  li a {
    display: inline-block;
    padding: ${theme.space.xs} 0;
  }
`;

const Brand = styled.p`
  margin: 0;
  color: ${theme.color.paper};
  font: 600 22px/1.2 ${theme.font.display};
  letter-spacing: 0.2em;
`;

const Legal = styled.p`
  max-width: ${theme.maxWidth};
  margin: 32px auto 0;
  color: ${theme.color.onInkMuted};
`;

interface FooterLink {
  to: string;
  label: string;
}

/** The footer's columns: the sections, customer care (the /help page's sections) and the legal pages. */
const COLUMNS: { title: string; links: FooterLink[] }[] = [
  {
    title: 'Shop',
    links: SECTION_TAB_ORDER.map((section) => ({ to: `/${section}`, label: SECTION_TITLES[section].heading })),
  },
  {
    title: 'Help',
    links: [
      { to: '/help#shipping', label: 'Shipping' },
      { to: '/help#returns', label: 'Returns and alterations' },
      { to: '/help#made-to-measure', label: 'Made-to-measure lead time' },
      { to: '/help#contact', label: 'Contact us' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { to: '/terms', label: 'Terms' },
      { to: '/privacy', label: 'Privacy' },
    ],
  },
];

/** Every storefront page's footer. */
export function SiteFooter() {
  return (
    <Footer>
      <Columns>
        <div>
          <Brand>ELEGANCE</Brand>
          <p>Men&apos;s wear, women&apos;s wear and accessories, tailored in India.</p>
        </div>
        {COLUMNS.map(({ title, links }) => (
          <nav key={title} aria-label={title}>
            <h2>{title}</h2>
            <ul>
              {links.map(({ to, label }) => (
                <li key={to}>
                  <Link to={to}>{label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </Columns>
      <Legal>© Elegance. Prices in rupees, GST included.</Legal>
    </Footer>
  );
}
