/** The value of an option JSON string {name, value} (colour, size); text that is not JSON shows as is. */
export function optionText(raw: string): string {
  try {
    const parsed = JSON.parse(raw) as { value?: unknown };
    return typeof parsed?.value === 'string' ? parsed.value : '';
  } catch {
    return raw;
  }
}
