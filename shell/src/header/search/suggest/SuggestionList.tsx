import type { Suggestion, SuggestAnswer } from '@store/shared/api';
import { imageUrl } from '@store/shared/api';
import { CATEGORY_LABELS_HI, sectionTitles } from '@store/shared/catalog';
import { formatRupees, paiseToRupees } from '@store/shared/format';
import { useLocale } from '@store/shared/i18n';
import { theme, visuallyHidden } from '@store/shared/ui';
import { useEffect, useRef, useState, type KeyboardEvent, type MutableRefObject, type ReactNode } from 'react';
import styled from 'styled-components';
import { suggestApi } from './suggestApi';
import { useT } from './i18n';

/** How long the box waits for her to stop typing before it asks (a thumb types in bursts). */
export const SUGGEST_AFTER_MS = 150;
/** Fewer letters than this suggest nothing: one letter matches half the store. */
const MIN_LETTERS = 2;

/** What the box (the combobox) shows of the list: whether it is open, and the option now active. */
export interface ComboState {
  expanded: boolean;
  activeId: string | undefined;
}

interface Props {
  /** The words in the box. */
  text: string;
  /** Whether the box has focus: the list shows only then. */
  focused: boolean;
  listId: string;
  /** The box's keys come here (arrows, Enter on an option, Escape). */
  keys: MutableRefObject<((event: KeyboardEvent<HTMLInputElement>) => void) | null>;
  onState: (state: ComboState) => void;
  /** She chose an option: where it leads (a store path). */
  onPick: (to: string) => void;
}

interface Option {
  id: string;
  to: string;
  content: ReactNode;
}

const List = styled.ul`
  position: absolute;
  top: calc(100% + 4px);
  right: 0;
  left: 0;
  z-index: 60;
  max-height: min(70vh, 480px);
  overflow-y: auto;
  margin: 0;
  padding: ${theme.space.xs} 0;
  list-style: none;
  background: ${theme.color.paper};
  border: 1px solid ${theme.color.line};
  border-radius: ${theme.radius.md};
  box-shadow: ${theme.shadow.raised};
  @media (min-width: ${theme.breakpoint.lg}) {
    left: auto;
    width: 380px;
  }
`;

/** An option: at least 48 px tall, a thumb's target. */
const Item = styled.li`
  display: flex;
  align-items: center;
  gap: ${theme.space.sm};
  min-height: 48px;
  padding: ${theme.space.xs} ${theme.space.md};
  color: ${theme.color.ink};
  font: 400 ${theme.size.sm} / 1.35 ${theme.font.body};
  cursor: pointer;
  &[aria-selected='true'],
  &:hover {
    background: ${theme.color.cream};
  }
  img {
    width: 40px;
    height: 50px;
    flex: none;
    object-fit: cover;
    border-radius: ${theme.radius.sm};
    background: ${theme.color.cream};
  }
`;

const Lines = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;
  strong {
    font-weight: ${theme.weight.medium};
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  span {
    color: ${theme.color.muted};
  }
`;

const Hidden = styled.div`
  ${visuallyHidden}
`;

const pathOf = (suggestion: Suggestion) =>
  suggestion.kind === 'product'
    ? `/product/${encodeURIComponent(suggestion.id)}`
    : `/${suggestion.section}?${new URLSearchParams({ type: suggestion.type })}`;

const resultsPath = (words: string) => `/search?${new URLSearchParams({ q: words })}`;

/**
 * The header box's suggestions as she types, a WAI-ARIA combobox's listbox: pieces (picture, name,
 * price) and categories, the close word when hers finds little, and all results. Asks
 * `SUGGEST_AFTER_MS` after the last key, and drops the question still on its way when a new one
 * supersedes it. Arrows move through the options (the box keeps focus: aria-activedescendant),
 * Enter opens the active one, Escape closes the list. Loaded on the box's first focus, so no
 * page's first load carries it.
 */
export function SuggestionList({ text, focused, listId, keys, onState, onPick }: Props) {
  const t = useT();
  const locale = useLocale();
  const words = text.trim();
  const [answer, setAnswer] = useState<SuggestAnswer | null>(null);
  const [active, setActive] = useState(-1);
  const [dismissed, setDismissed] = useState(false);
  const [ask] = suggestApi.useLazySearchSuggestQuery();
  const asking = useRef<{ abort: () => void } | null>(null);

  useEffect(() => {
    setActive(-1);
    setDismissed(false);
    // A question for words she has since changed is dropped at once.
    asking.current?.abort();
    asking.current = null;
    if (words.length < MIN_LETTERS) return setAnswer(null);
    const timer = setTimeout(() => {
      const request = ask(words, true);
      asking.current = request;
      request
        .unwrap()
        .then((got) => setAnswer(got))
        .catch((error: unknown) => {
          // Dropped (superseded) or failed: the box still searches on Enter, so nothing to say.
          if ((error as { name?: string })?.name !== 'AbortError') console.warn('search: no suggestions', error);
        });
    }, SUGGEST_AFTER_MS);
    return () => clearTimeout(timer);
  }, [words, ask]);
  useEffect(() => () => asking.current?.abort(), []);

  const current = answer && answer.query.trim().toLowerCase() === words.toLowerCase() ? answer : null;
  const options: Option[] = current
    ? [
        ...current.suggestions.map((suggestion, index) => ({
          id: `${listId}-${index}`,
          to: pathOf(suggestion),
          content: <SuggestionContent suggestion={suggestion} locale={locale} />,
        })),
        ...(current.didYouMean
          ? [
              {
                id: `${listId}-dym`,
                to: resultsPath(current.didYouMean),
                content: t('shell.suggest.didYouMean', { word: current.didYouMean }),
              },
            ]
          : []),
        { id: `${listId}-all`, to: resultsPath(words), content: t('shell.suggest.seeAll', { words }) },
      ]
    : [];
  const expanded = focused && !dismissed && options.length > 0;
  const activeId = expanded && active >= 0 ? options[active]?.id : undefined;

  useEffect(() => onState({ expanded, activeId }), [expanded, activeId, onState]);

  keys.current = (event) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!options.length) return;
      event.preventDefault();
      if (!expanded) return setDismissed(false);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // Past either end comes back to the box (-1): her own words.
      setActive((now) => {
        const next = now + step;
        return next < -1 ? options.length - 1 : next >= options.length ? -1 : next;
      });
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      const option = options[active];
      if (!option) return;
      event.preventDefault();
      onPick(option.to);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setDismissed(true);
      setActive(-1);
    }
  };

  return (
    <>
      <Hidden role="status">
        {current && focused ? t('shell.suggest.count', { count: current.suggestions.length }) : ''}
      </Hidden>
      {expanded ? (
        <List id={listId} role="listbox" aria-label={t('shell.suggest.list')}>
          {options.map((option, index) => (
            <Item
              key={option.id}
              id={option.id}
              role="option"
              aria-selected={index === active}
              // The box keeps focus (and the phone its keyboard) while a finger picks.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => onPick(option.to)}
            >
              {option.content}
            </Item>
          ))}
        </List>
      ) : null}
    </>
  );
}

function SuggestionContent({ suggestion, locale }: { suggestion: Suggestion; locale: string }) {
  const t = useT();
  const hindi = locale === 'hi';
  if (suggestion.kind === 'category')
    return (
      <Lines>
        <strong>{(hindi && CATEGORY_LABELS_HI[suggestion.type]) || suggestion.label}</strong>
        <span>
          {t('shell.suggest.category', {
            count: suggestion.count,
            section: sectionTitles(suggestion.section, locale).heading,
          })}
        </span>
      </Lines>
    );
  const picture = imageUrl(suggestion.image?.url, { w: 100, q: 70 });
  return (
    <>
      {picture ? <img src={picture} alt="" width={40} height={50} loading="lazy" /> : null}
      <Lines>
        <strong>{(hindi && suggestion.nameHi) || suggestion.name}</strong>
        <span>{formatRupees(paiseToRupees(suggestion.pricePaise))}</span>
      </Lines>
    </>
  );
}
