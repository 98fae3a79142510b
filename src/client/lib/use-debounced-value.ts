import { useEffect, useState } from 'react';

/**
 * The value once it has stayed the same for `delayMs`: a search box asks the server when the typing
 * pauses, not at every key.
 */
export function useDebouncedValue<T>(value: T, delayMs = 300): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
