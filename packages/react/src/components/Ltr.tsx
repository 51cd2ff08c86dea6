import { Fragment, type ReactNode } from 'react'
import './ltr.css'

// The modal's one rule for text that must keep its own direction inside a right-to-left locale.
// Without isolation the bidi algorithm reorders the neutral characters of a mixed run against the
// Arabic around it: '-0.01 ETH' reads 'ETH 0.01 -', an email's hyphen jumps to the front.

/**
 * A left-to-right run kept whole and in its own order: an amount with its sign and symbol, a
 * rate, an address, an email, a domain.
 */
export function Ltr({ children }: { children: ReactNode }) {
  return <bdi dir="ltr">{children}</bdi>
}

/**
 * Text with a direction of its own, isolated and read from its first strong letter rather than
 * from the modal's locale: what the app supplies in its language (the sign-in statement), or a
 * value that is either a plain amount or the locale's own writing (Intl's Arabic dollars carry
 * their direction mark, '‏25.00 US$').
 */
export function OwnDirection({ children }: { children: ReactNode }) {
  return <bdi dir="auto">{children}</bdi>
}

/**
 * A translated message (its `{name}` placeholders left unfilled) with elements put in its
 * placeholders, e.g. a value isolated as above or set in bold.
 */
export function fillNodes(message: string, values: Readonly<Record<string, ReactNode>>): ReactNode[] {
  return message.split(/\{(\w+)\}/).map((part, index) =>
    // The parts of a message never move, so their place is their key.
    // biome-ignore lint/suspicious/noArrayIndexKey: fixed parts of one message
    index % 2 === 0 ? part : <Fragment key={index}>{part in values ? values[part] : `{${part}}`}</Fragment>,
  )
}

function Run({ children }: { children: string }) {
  return (
    <bdi dir="ltr" className="latch-ltr-run">
      {children}
    </bdi>
  )
}

/**
 * A translated message whose values are left-to-right runs; the words keep the locale's
 * direction. Values side by side ('{amount} {symbol}') make one run, as an amount and its symbol.
 */
export function withLtr(message: string, values: Readonly<Record<string, string>>): ReactNode[] {
  const runs: Record<string, ReactNode> = {}
  const template = message.replace(/\{\w+\}(?:\s+\{\w+\})*/g, (run) => {
    const name = `run${Object.keys(runs).length}`
    runs[name] = (
      <Run>{run.replace(/\{(\w+)\}/g, (placeholder, key: string) => values[key] ?? placeholder)}</Run>
    )
    return `{${name}}`
  })
  return fillNodes(template, runs)
}
