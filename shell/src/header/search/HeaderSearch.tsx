import { localizedPath, useLocale } from '@store/shared/i18n';
import { Link, useLocation, useNavigate } from '@store/shared/router';
import { theme, useDrawnInput, visuallyHidden } from '@store/shared/ui';
import {
  Suspense,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentType,
  type KeyboardEvent,
} from 'react';
import styled from 'styled-components';
import { useT } from '../../i18n';
import { headerIcon } from '../headerIcon';
import type { ComboState, SuggestionList } from './suggest/SuggestionList';
import { Glyph } from '../Glyph';

/**
 * Laptops: the box sits in the header. Phones and tablets: hidden behind the magnifier until it
 * is tapped, then the whole width of the header.
 */
const Form = styled.form<{ $open: boolean }>`
  position: relative;
  display: flex;
  align-items: center;
  gap: ${theme.space.xs};
  @media (max-width: ${theme.breakpoint.lg}) {
    display: ${({ $open }) => ($open ? 'flex' : 'none')};
    position: fixed;
    inset: 0 0 auto 0;
    z-index: 55;
    height: ${theme.headerHeight};
    padding: 0 ${theme.space.sm};
    background: ${theme.color.paper};
    border-bottom: 1px solid ${theme.color.line};
  }
`;

const Input = styled.input`
  width: 220px;
  min-width: 0;
  height: 40px;
  box-sizing: border-box;
  padding: 0 ${theme.space.sm};
  border: 1px solid ${theme.color.line};
  border-radius: ${theme.radius.md};
  background: ${theme.color.paper};
  color: ${theme.color.ink};
  /* 16 px: a phone's browser would zoom into a smaller box. */
  font: 400 16px/1 ${theme.font.body};
  &:focus-visible {
    outline: 2px solid ${theme.color.focus};
    outline-offset: 1px;
  }
  @media (max-width: ${theme.breakpoint.lg}) {
    flex: 1;
    width: auto;
    height: 44px;
  }
`;

const Submit = styled.button`
  ${headerIcon}
  border: 0;
  background: none;
  cursor: pointer;
`;

/** The magnifier that opens the box on phones: a link to the results page, so it works without code too. */
const Opener = styled(Link)`
  ${headerIcon}
  @media (min-width: ${theme.breakpoint.lg}) {
    display: none;
  }
`;

const Close = styled.button`
  ${headerIcon}
  border: 0;
  background: none;
  font-size: 22px;
  cursor: pointer;
  @media (min-width: ${theme.breakpoint.lg}) {
    display: none;
  }
`;

const Label = styled.label`
  ${visuallyHidden}
`;

const Magnifier = () => (
  <Glyph>
    <circle cx="10.5" cy="10.5" r="6.5" />
    <path d="M15.5 15.5 21 21" />
  </Glyph>
);

type Suggestions = typeof SuggestionList;

/**
 * The header's search of the whole store, on every page. A plain GET form to /search (Enter
 * works without code); live, it becomes a combobox whose suggestions' code (and words) load on
 * the box's first focus or the magnifier's tap, so no page's first load grows for it.
 */
export function HeaderSearch() {
  const t = useT();
  const locale = useLocale();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const listId = `${useId()}-suggestions`;
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [focused, setFocused] = useState(false);
  const [combo, setCombo] = useState<ComboState>({ expanded: false, activeId: undefined });
  const [List, setList] = useState<ComponentType<Parameters<Suggestions>[0]> | null>(null);
  const keys = useRef<((event: KeyboardEvent<HTMLInputElement>) => void) | null>(null);
  const loading = useRef(false);
  // Words typed before the code arrived are kept.
  const input = useDrawnInput<HTMLInputElement>((element) => {
    if (element.value) setText(element.value);
  });

  const load = useCallback(() => {
    if (loading.current) return;
    loading.current = true;
    import('./suggest/SuggestionList').then(
      (module) => setList(() => module.SuggestionList),
      (error: unknown) => {
        // Without suggestions the box still searches; a later focus tries again.
        loading.current = false;
        console.warn('search: suggestions did not load', error);
      },
    );
  }, []);

  // A new page closes the phone's box, empties it and lets go of the focus (the phone's keyboard
  // goes away). Only once the page is there: changing the box in the same event as the navigation
  // held the router's transition back.
  const page = `${pathname}${search}`;
  const shownPage = useRef(page);
  useEffect(() => {
    if (shownPage.current === page) return;
    shownPage.current = page;
    setOpen(false);
    setText('');
    input.current?.blur();
  }, [page, input]);
  useEffect(() => {
    if (open) input.current?.focus();
  }, [open, input]);

  const close = () => {
    setOpen(false);
    input.current?.blur();
  };
  // The box closes and empties once the new page is there (the effect above).
  const go = (to: string) => navigate(to);

  return (
    <>
      <Opener
        to="/search"
        aria-label={t('shell.search.open')}
        aria-expanded={open}
        onClick={(event) => {
          event.preventDefault();
          load();
          setOpen(true);
        }}
      >
        <Magnifier />
      </Opener>
      <Form
        role="search"
        action={localizedPath('/search', locale)}
        method="get"
        $open={open}
        onSubmit={(event) => {
          event.preventDefault();
          const words = text.trim();
          if (!words) return input.current?.focus();
          go(`/search?${new URLSearchParams({ q: words })}`);
        }}
      >
        <Label htmlFor={`${listId}-box`}>{t('shell.search.label')}</Label>
        <Input
          ref={input}
          id={`${listId}-box`}
          type="search"
          name="q"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={combo.expanded}
          aria-controls={listId}
          aria-activedescendant={combo.activeId}
          placeholder={t('shell.search.placeholder')}
          autoComplete="off"
          enterKeyHint="search"
          maxLength={100}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onFocus={() => {
            load();
            setFocused(true);
          }}
          onBlur={() => setFocused(false)}
          onPointerDown={load}
          onKeyDown={(event) => {
            keys.current?.(event);
            if (event.defaultPrevented) return;
            // Escape with no list open: the phone's box closes.
            if (event.key === 'Escape' && open) close();
          }}
        />
        <Submit type="submit" aria-label={t('shell.search.submit')}>
          <Magnifier />
        </Submit>
        <Close type="button" aria-label={t('shell.search.close')} onClick={close}>
          <span aria-hidden="true">✕</span>
        </Close>
        {List ? (
          <Suspense fallback={null}>
            <List text={text} focused={focused} listId={listId} keys={keys} onState={setCombo} onPick={go} />
          </Suspense>
        ) : null}
      </Form>
    </>
  );
}
