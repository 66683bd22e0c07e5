import { SECTION_TAB_ORDER, type Section } from '@store/shared/catalog';
import { useLocale } from '@store/shared/i18n';
import { theme } from '@store/shared/ui';
import { Link } from '@store/shared/router';
import styled from 'styled-components';
import { LanguageSwitch } from '../header/LanguageSwitch';
import { useT } from '../i18n';

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

/** Capitals' tracking is for Latin letters (it pulls Devanagari's joined letters apart). */
const Columns = styled.div<{ $latin: boolean }>`
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
    letter-spacing: ${({ $latin }) => ($latin ? '0.1em' : 'normal')};
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

type Key = Parameters<ReturnType<typeof useT>>[0];

interface FooterLink {
  to: string;
  label: Key;
}

/** Each section's heading, as its listing page names it. */
const SECTION_HEADINGS: Record<Section, Key> = {
  mens: 'shell.footer.mens',
  womens: 'shell.footer.womens',
  accessories: 'shell.footer.accessories',
};

/** The footer's columns: the sections, customer care (the /help page's sections) and the legal pages. */
const COLUMNS: { title: Key; links: FooterLink[] }[] = [
  {
    title: 'shell.footer.shop',
    links: SECTION_TAB_ORDER.map((section) => ({ to: `/${section}`, label: SECTION_HEADINGS[section] })),
  },
  {
    title: 'shell.footer.help',
    links: [
      { to: '/help#shipping', label: 'shell.help.shippingTitle' },
      { to: '/help#returns', label: 'shell.help.returnsTitle' },
      { to: '/help#made-to-measure', label: 'shell.help.madeToMeasureTitle' },
      { to: '/help#contact', label: 'shell.help.contactTitle' },
    ],
  },
  {
    title: 'shell.footer.legal',
    links: [
      { to: '/terms', label: 'shell.footer.terms' },
      { to: '/privacy', label: 'shell.footer.privacy' },
    ],
  },
];

/** Every storefront page's footer. */
export function SiteFooter() {
  const t = useT();
  const locale = useLocale();
  return (
    <Footer>
      <Columns $latin={locale === 'en'}>
        <div>
          <Brand lang="en">ELEGANCE</Brand>
          <p>{t('shell.footer.tagline')}</p>
          {/* Always on screen and a plain link: the way to the other language on a phone, script or not. */}
          <p>
            {t('shell.menu.language')}: <LanguageSwitch />
          </p>
        </div>
        {COLUMNS.map(({ title, links }) => (
          <nav key={title} aria-label={t(title)}>
            <h2>{t(title)}</h2>
            <ul>
              {links.map(({ to, label }) => (
                <li key={to}>
                  <Link to={to}>{t(label)}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </Columns>
      <Legal>{t('shell.footer.fineprint')}</Legal>
    </Footer>
  );
}
