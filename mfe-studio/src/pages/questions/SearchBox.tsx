import { useEffect, useRef, useState } from 'react';
import { SelectLabel } from '../../lib/layout';

export const SEARCH_DELAY_MS = 350;

/** The list's search box: the URL follows what is typed once typing pauses (one request, not one per key). */
export function SearchBox({ value, onSearch }: { value: string; onSearch: (text: string) => void }) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  // The URL changed from elsewhere (Clear filters, back): show its search.
  if (value !== shown) {
    setShown(value);
    setText(value);
  }
  const latest = useRef(onSearch);
  useEffect(() => {
    latest.current = onSearch;
  });
  useEffect(() => {
    if (text.trim() === value.trim()) return;
    const timer = setTimeout(() => latest.current(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, value]);

  return (
    <form
      role="search"
      aria-label="Questions"
      onSubmit={(event) => {
        event.preventDefault();
        latest.current(text.trim());
      }}
    >
      <SelectLabel>
        Search questions
        <input
          type="search"
          value={text}
          placeholder="Words in the question, options or explanation"
          onChange={(e) => setText(e.target.value)}
        />
      </SelectLabel>
    </form>
  );
}
