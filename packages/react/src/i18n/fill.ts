// Puts values into a message. The result is plain text that React escapes when it renders it:
// a value holding markup shows as that markup's characters, never as elements.

export type MessageValues = Readonly<Record<string, string | number>>

/**
 * The message with each `{name}` replaced by its value, numbers written for the locale. One
 * pass, so a value that looks like a placeholder is shown as it is. Plural blocks are left for
 * ./plural, which only the views that count things load.
 */
export function fill(message: string, values: MessageValues | undefined, locale: string): string {
  return values
    ? message.replace(
        /\{(\w+)\}/g,
        // A string's toLocaleString is the string itself; a number's is written for the locale.
        (placeholder, name: string) => values[name]?.toLocaleString(locale) ?? placeholder,
      )
    : message
}
