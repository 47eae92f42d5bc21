/** An order line's options as stored ('[{"name":"Color","value":"Rust"},...]'), shown as 'Rust / S'; text that is not that list is shown as it is. */
export function lineOptions(stored: string): string {
  try {
    const parsed: unknown = JSON.parse(stored);
    if (!Array.isArray(parsed)) return stored;
    return parsed
      .map((option: unknown) => (typeof option === 'object' && option !== null && 'value' in option ? String((option as { value: unknown }).value) : ''))
      .filter(Boolean)
      .join(' / ');
  } catch {
    return stored;
  }
}
