import { selectCurrentUser, useAppSelector } from '@store/shared/store';
import { theme } from '@store/shared/ui';
import { Link, useNavigate } from '@store/shared/router';
import styled from 'styled-components';
import { useT } from '../i18n';
import { useCatalogNames } from '../../../i18n/catalogNames';
import { BackgroundGrid } from './BackgroundGrid';

const Hero = styled.section`
  position: relative;
  overflow: hidden;
  min-height: calc(100vh - ${theme.headerHeight});
  display: grid;
  place-items: center;
  text-align: center;
  padding: 48px 16px;
  background: linear-gradient(180deg, ${theme.color.cream} 0%, ${theme.color.sand} 100%);
  color: ${theme.color.ink};
`;

/** Softens the product grid behind the words so they stay readable. */
const Veil = styled.div`
  position: absolute;
  inset: 0;
  background: radial-gradient(
    ellipse at center,
    rgba(247, 243, 238, 0.94) 0%,
    rgba(247, 243, 238, 0.78) 55%,
    rgba(247, 243, 238, 0.55) 100%
  );
`;

const Content = styled.div`
  position: relative;
`;

const Headline = styled.h1`
  font: 600 clamp(36px, 8vw, 88px) / 1.05 ${theme.font.display};
  letter-spacing: 0.06em;
  margin: 0 0 32px;
`;

const Dive = styled.button`
  min-height: 52px;
  padding: 0 36px;
  border: 0;
  border-radius: 999px;
  background: ${theme.color.ink};
  color: ${theme.color.paper};
  font: 600 16px/1 ${theme.font.body};
  letter-spacing: 0.08em;
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${theme.color.accent};
    outline-offset: 3px;
  }
`;

const SectionLinks = styled.nav`
  display: flex;
  gap: 24px;
  justify-content: center;
  margin-top: 32px;
  a {
    color: ${theme.color.ink};
    font: 600 15px/1 ${theme.font.body};
    letter-spacing: 0.1em;
    text-transform: uppercase;
    text-underline-offset: 6px;
  }
`;

/** The landing: headline, 'Dive into Elegance', the three section links, a grid of products behind. */
export function Landing() {
  const t = useT();
  const names = useCatalogNames();
  const navigate = useNavigate();
  const currentUser = useAppSelector(selectCurrentUser);
  return (
    <Hero>
      <BackgroundGrid />
      <Veil />
      <Content>
        <Headline>{t('catalog.home.headline')}</Headline>
        <Dive type="button" onClick={() => navigate(currentUser ? '/mens' : '/login')}>
          {t('catalog.home.dive')}
        </Dive>
        <SectionLinks aria-label={t('catalog.home.sections')}>
          <Link to="/mens">{names.tab('mens')}</Link>
          <Link to="/accessories">{names.tab('accessories')}</Link>
          <Link to="/womens">{names.tab('womens')}</Link>
        </SectionLinks>
      </Content>
    </Hero>
  );
}
