import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useDebouncedCallback } from 'use-debounce';

/** How long a search box waits after the last keystroke before it searches, ms. */
export const SEARCH_DEBOUNCE_MS = 300;

/** A half of a surrogate pair without its other half: not text a URL can carry. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * A search as the URL gives it back: trimmed, and UTF-8 (a lone surrogate comes back as U+FFFD). Comparing in
 * this form keeps the URL's echo of the player's own search from replacing what they typed (issue 21 point 6).
 */
const asInUrl = (text: string) => text.trim().replace(LONE_SURROGATE, '\ufffd');

/** What `useSearchAsYouType` gives a search box. */
export interface SearchAsYouType {
  /** What the box shows: what the player typed, or the URL's search when it changed from outside. */
  text: string;
  /** The box's `onChange`: keeps what was typed and searches `SEARCH_DEBOUNCE_MS` after the last keystroke. */
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  /** Searches for the box's text now (Enter), even when it is the search shown already. */
  submit: () => void;
  /** Empties the box and the search. */
  clear: () => void;
}

/**
 * A search box that searches as the player types (issue 18 point 3): `onSearch(text)` runs
 * `SEARCH_DEBOUNCE_MS` after the last keystroke, each keystroke cancelling the wait; Enter (`submit`) at once;
 * a text equal to the search shown (trimmed) is not searched again. The URL is the truth: when `urlQuery` (the
 * current `?q=`) changes from outside (Back, Forward, a link), the box shows it. Where the search goes (which
 * history entry it replaces) is the caller's `onSearch`.
 *
 * @param urlQuery the search the URL holds now ('' for none).
 * @param onSearch searches for a text (trimmed by the caller as it needs); called at most once per pause.
 */
export function useSearchAsYouType(urlQuery: string, onSearch: (text: string) => void): SearchAsYouType {
  const [text, setText] = useState(urlQuery);
  // The search last sent or shown, as the URL carries it (`asInUrl`).
  const sent = useRef(asInUrl(urlQuery));
  const latestOnSearch = useRef(onSearch);
  latestOnSearch.current = onSearch;

  useEffect(() => {
    if (asInUrl(urlQuery) !== sent.current) {
      sent.current = asInUrl(urlQuery);
      setText(urlQuery);
    }
  }, [urlQuery]);

  const searchNow = (value: string, always: boolean) => {
    if (!always && asInUrl(value) === sent.current) return;
    sent.current = asInUrl(value);
    latestOnSearch.current(value);
  };
  // Each keystroke starts the wait again; a pending search is dropped on unmount, on Enter and on Clear.
  const searchLater = useDebouncedCallback((value: string) => searchNow(value, false), SEARCH_DEBOUNCE_MS);
  return {
    text,
    onChange: (event) => {
      const value = event.target.value;
      setText(value);
      searchLater(value);
    },
    submit: () => {
      searchLater.cancel();
      searchNow(text, true);
    },
    clear: () => {
      searchLater.cancel();
      setText('');
      searchNow('', false);
    },
  };
}
