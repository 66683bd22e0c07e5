import { SECTION_TAB_ORDER, SECTION_TITLES } from '@store/shared/catalog';
import { theme } from '@store/shared/ui';
import { Link } from '@store/shared/router';
import styled from 'styled-components';

const Footer = styled.footer`
  padding: 48px 16px 32px;
  background: ${theme.color.ink};
  color: #d9d6d0;
  font: 14px/1.6 ${theme.font.body};
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
    grid-template-columns: 2fr 1fr 1fr;
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
  color: #a8a49d;
`;

/** Home: the footer with the sections, the legal pages and the year. */
export default function SiteFooter() {
  return (
    <Footer>
      <Columns>
        <div>
          <Brand>ELEGANCE</Brand>
          <p>Men&apos;s wear, women&apos;s wear and accessories, tailored in India.</p>
        </div>
        <nav aria-label="Shop">
          <h2>Shop</h2>
          <ul>
            {SECTION_TAB_ORDER.map((section) => (
              <li key={section}>
                <Link to={`/${section}`}>{SECTION_TITLES[section].heading}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Help">
          <h2>Help</h2>
          <ul>
            <li>
              <Link to="/terms">Terms</Link>
            </li>
            <li>
              <Link to="/privacy">Privacy</Link>
            </li>
          </ul>
        </nav>
      </Columns>
      <Legal>© {new Date().getFullYear()} Elegance. Prices in rupees, GST included.</Legal>
    </Footer>
  );
}
