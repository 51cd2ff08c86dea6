import { eq } from 'drizzle-orm'
import { Lru } from './cache/lru'
import type { Db } from './db/connect'
import { projects } from './db/schema'
import { originAllowed } from './origins'

export type Project = typeof projects.$inferSelect

export const PROJECT_ID = /^[A-Za-z0-9_-]{1,64}$/
export const DEMO_PROJECT = {
  id: 'latch-demo',
  name: 'Latch demo',
  allowedOrigins: ['http://localhost:*', 'http://127.0.0.1:*'],
}

/**
 * Projects and their allowed origins. Lookups are cached briefly so every RPC call does not cost
 * a query; edits from the projects CLI reach a running server within the cache life.
 */
export class ProjectStore {
  // Unknown ids are remembered too (as undefined) so a flood of them costs no queries; the
  // least recently used leave first.
  private readonly cache: Lru<{ project: Project | undefined }>
  private everyProject: { projects: Project[]; until: number } | undefined

  constructor(
    private readonly db: Db,
    private readonly cacheMs = 5_000,
  ) {
    this.cache = new Lru({ maxEntries: 10_000, maxBytes: 16 * 1024 * 1024, ttlMs: cacheMs })
  }

  async get(id: string): Promise<Project | undefined> {
    if (!PROJECT_ID.test(id)) return undefined
    const hit = this.cache.get(id)
    if (hit) return hit.project
    const [project] = await this.db.select().from(projects).where(eq(projects.id, id))
    this.cache.set(id, { project }, project ? JSON.stringify(project).length * 2 : 0)
    return project
  }

  /**
   * Whether any project allows this origin (a credentialed preflight names no project). The list
   * is read at most once per cache life.
   */
  async anyAllows(origin: string): Promise<boolean> {
    const now = Date.now()
    if (!this.everyProject || this.everyProject.until <= now)
      this.everyProject = { projects: await this.list(), until: now + this.cacheMs }
    return this.everyProject.projects.some((project) => originAllowed(origin, project.allowedOrigins))
  }

  private forget(id: string) {
    this.cache.delete(id)
    this.everyProject = undefined
  }

  list(): Promise<Project[]> {
    return this.db.select().from(projects).orderBy(projects.id)
  }

  async add(input: { id: string; name?: string; allowedOrigins: string[]; analyticsEnabled?: boolean }) {
    const [row] = await this.db
      .insert(projects)
      .values({ ...input, name: input.name ?? '' })
      .onConflictDoNothing()
      .returning()
    this.forget(input.id)
    return row
  }

  async setOrigins(id: string, allowedOrigins: string[]) {
    const [row] = await this.db
      .update(projects)
      .set({ allowedOrigins })
      .where(eq(projects.id, id))
      .returning()
    this.forget(id)
    return row
  }

  async setAnalytics(id: string, analyticsEnabled: boolean) {
    const [row] = await this.db
      .update(projects)
      .set({ analyticsEnabled })
      .where(eq(projects.id, id))
      .returning()
    this.forget(id)
    return row
  }

  async remove(id: string): Promise<boolean> {
    const rows = await this.db.delete(projects).where(eq(projects.id, id)).returning()
    this.forget(id)
    return rows.length > 0
  }
}
