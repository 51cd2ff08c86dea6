// A small static server for the built apps on 127.0.0.1. It logs every response with its raw and
// gzip (level 9) size, so the harness can count bytes per phase of a page visit.

import { readFile, stat } from 'node:fs/promises'
import { createServer, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join, normalize, sep } from 'node:path'
import { DIST_DIR, gzipSize } from './build'

export interface ServedFile {
  path: string
  js: boolean
  css: boolean
  bytes: number
  gzip: number
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
}

/**
 * A stand-in for the services server the everything-enabled app names (same origin, so its calls
 * are neither foreign requests nor failures): images are a small mark, every call an empty list,
 * every social offered, and the bench's own origin allowed (a pattern needs its port: `*` alone
 * matches no origin with one, and the modal would open on an Invalid App Configuration alert).
 */
export const SERVICES_PATH = '/services/'
const SOCIALS = ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook']
const MARK =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect width="1" height="1" fill="#888"/></svg>'

function answerServices(path: string, res: ServerResponse): void {
  const image = /Image\//.test(path)
  res
    .writeHead(200, {
      'content-type': image ? 'image/svg+xml' : 'application/json',
      'cache-control': 'no-store',
      'access-control-allow-origin': '*',
    })
    .end(
      image
        ? MARK
        : JSON.stringify({ data: [], count: 0, providers: SOCIALS, allowedOrigins: ['127.0.0.1:*'] }),
    )
}

export interface StaticServer {
  origin: string
  /** Every response served, in order. */
  log: ServedFile[]
  close(): Promise<void>
}

async function resolveFile(root: string, urlPath: string): Promise<string | null> {
  const relative = normalize(decodeURIComponent(urlPath)).replace(/^([/\\])+/, '')
  const candidate = join(root, relative)
  if (candidate !== root && !candidate.startsWith(root + sep)) return null
  const info = await stat(candidate).catch(() => null)
  if (info?.isFile()) return candidate
  if (info?.isDirectory()) return resolveFile(root, join(relative, 'index.html'))
  return null
}

/** Serves the builds under `root` (the bench's own folder by default), each under `/<app>/`. */
export async function startServer(root = DIST_DIR): Promise<StaticServer> {
  const log: ServedFile[] = []
  const gzipCache = new Map<string, number>()
  const server = createServer(async (req, res) => {
    try {
      const path = new URL(req.url ?? '/', 'http://127.0.0.1').pathname
      if (path.startsWith(SERVICES_PATH)) return answerServices(path, res)
      const file = await resolveFile(root, path)
      if (!file) {
        res.writeHead(404, { 'content-type': 'text/plain' }).end('not found')
        return
      }
      const body = await readFile(file)
      const ext = extname(file)
      const js = ext === '.js' || ext === '.mjs'
      let gzip = gzipCache.get(file)
      if (gzip === undefined) {
        gzip = gzipSize(body)
        gzipCache.set(file, gzip)
      }
      log.push({ path, js, css: ext === '.css', bytes: body.length, gzip })
      res
        .writeHead(200, {
          'content-type': TYPES[ext] ?? 'application/octet-stream',
          'content-length': body.length,
          'cache-control': 'no-store',
        })
        .end(body)
    } catch (error) {
      res.writeHead(500, { 'content-type': 'text/plain' }).end(String(error))
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    origin: `http://127.0.0.1:${port}`,
    log,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
