import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '../../../lib/session';
import { SEARCH_HISTORY_KEY, useSearchHistory } from './api/search-history';
import { useSuggestions } from './api/suggestions';
import { rememberSearch } from './recent-searches';
import { searchPath } from './search-path';

/**
 * The search box's behaviour, shared by the desktop header box and the mobile search page:
 * suggestions while typing, recent and hot searches on empty focus, arrow keys to move through
 * whichever list is shown, Enter to search the highlighted entry or the typed text.
 */
export function useSearchBox() {
  const navigate = useNavigate();
  const session = useSession();
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  /** The highlight came from the pointer: Enter then searches the typed text, not what lies under the pointer. */
  const pointerHighlight = useRef(false);
  /** The term this box last sent to the list, so the address catching up does not overwrite newer typing. */
  const submitted = useRef<string | null>(null);
  const suggestions = useSuggestions(text, open);
  const history = useSearchHistory(open);
  const typing = text.trim() !== '';
  /** What the arrow keys move through: suggestions while typing, else recent then hot searches. */
  const items = typing ? suggestions : [...history.recent, ...history.hot];

  const submit = (term: string) => {
    const trimmed = term.trim();
    // The server keeps a seller's history as it answers the search; a guest's stays in this browser.
    if (trimmed && !session) rememberSearch(trimmed);
    if (session) void queryClient.invalidateQueries({ queryKey: SEARCH_HISTORY_KEY });
    submitted.current = trimmed;
    setText(trimmed);
    setOpen(false);
    setActive(-1);
    void navigate(searchPath(trimmed));
  };

  const change = (value: string) => {
    setText(value);
    setActive(-1);
    setOpen(true);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const count = items.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (count === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      pointerHighlight.current = false;
      setActive((i) => (i < 0 ? (step > 0 ? 0 : count - 1) : (i + step + count) % count));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      submit((pointerHighlight.current ? undefined : items[active]) ?? text);
    } else if (event.key === 'Escape') {
      // Closes the list; a search field would otherwise also clear the text.
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  return {
    text,
    change,
    /**
     * Shows the address's search without opening the panel (a link, a reload, Back). The list
     * page may open after the buyer has started typing the next search: a search this box sent
     * itself is already shown, so it is not put back over their typing.
     */
    prefill: useCallback((listed: string) => {
      if (listed !== submitted.current) setText(listed);
      submitted.current = null;
    }, []),
    open,
    setOpen,
    active,
    setActive,
    /** Highlights an entry under the pointer (a click on it searches it). */
    hover: (index: number) => {
      pointerHighlight.current = true;
      setActive(index);
    },
    typing,
    suggestions,
    history,
    submit,
    onKeyDown,
  };
}
export type SearchBox = ReturnType<typeof useSearchBox>;

/** True when the empty-focus panel (recent and hot searches) has something to show. */
export const hasHistory = (box: SearchBox) => box.history.recent.length > 0 || box.history.hot.length > 0;
