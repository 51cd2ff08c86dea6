// The package's stylesheets as text, for tests that check what they say: the bundler, not these
// tests' DOM, puts them in a page.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

const SRC = join(import.meta.dirname, '..', 'src')

/** A stylesheet of packages/react/src by its path there, e.g. `modal/modal.css`. */
export function stylesheet(path: string): string {
  return readFileSync(join(SRC, path), 'utf8')
}

/** The value a stylesheet's rule for exactly `selector` gives `property` (its last one). */
export function declaration(css: string, selector: string, property: string): string | undefined {
  const escaped = selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const rule = new RegExp(`(?:^|})\\s*${escaped}\\s*\\{([^}]*)\\}`, 'm').exec(css)
  const values = [...(rule?.[1] ?? '').matchAll(new RegExp(`(?:^|;)\\s*${property}\\s*:\\s*([^;]+)`, 'g'))]
  return values.at(-1)?.[1]?.trim()
}

/** The text of every style element in the page's head: what the test run put in the page. */
export function pageStyles(): string {
  return [...document.head.querySelectorAll('style')].map((style) => style.textContent ?? '').join('\n')
}
