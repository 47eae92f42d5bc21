import type { SearchBox } from '../useSearchBox';
import styles from './search.module.css';

/** The typed text in bold inside a suggestion, wherever it first appears (ignoring case). */
function Highlighted({ phrase, typed }: { phrase: string; typed: string }) {
  const at = typed ? phrase.toLowerCase().indexOf(typed.toLowerCase()) : -1;
  if (at < 0) return <>{phrase}</>;
  return (
    <>
      {phrase.slice(0, at)}
      <mark className={styles.mark}>{phrase.slice(at, at + typed.length)}</mark>
      {phrase.slice(at + typed.length)}
    </>
  );
}

/** Completions of the typed text; the highlighted one follows the arrow keys and the pointer. */
export function SuggestionList({ box, idPrefix }: { box: SearchBox; idPrefix: string }) {
  return (
    <ul className={styles.suggestions} role="listbox" data-testid="search-suggestions">
      {box.suggestions.map((phrase, index) => (
        <li
          key={phrase}
          id={`${idPrefix}-${index}`}
          role="option"
          aria-selected={box.active === index}
          className={`${styles.suggestion} ${box.active === index ? styles.active : ''}`}
          data-testid="search-suggestion"
          // The pointer only highlights: a list redrawn under a resting pointer must not make
          // Enter search that entry instead of the typed text.
          onMouseMove={() => box.active !== index && box.hover(index)}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => box.submit(phrase)}
        >
          <Highlighted phrase={phrase} typed={box.text.trim()} />
        </li>
      ))}
    </ul>
  );
}
