/**
 * An issue's message with the values it names, in one string (`<id>?codes=10001`): a form
 * library keeps only an error's message, not the issue's `params`, so the values travel in it
 * (read back by issue-message.ts and shared-ui's field error).
 */
export function messageWithValues(id: string, values: Record<string, string | number>): string {
  return `${id}?${new URLSearchParams(Object.fromEntries(Object.entries(values).map(([name, value]) => [name, String(value)])))}`;
}
