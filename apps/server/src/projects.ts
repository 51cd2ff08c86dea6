import { eq } from 'drizzle-orm'
import type { Db } from './db/connect'
import { projects } from './db/schema'

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
  private readonly cache = new Map<string, { project: Project | undefined; until: number }>()

  constructor(
    private readonly db: Db,
    private readonly cacheMs = 5_000,
  ) {}

  async get(id: string): Promise<Project | undefined> {
    if (!PROJECT_ID.test(id)) return undefined
    const hit = this.cache.get(id)
    if (hit && hit.until > Date.now()) return hit.project
    const [project] = await this.db.select().from(projects).where(eq(projects.id, id))
    if (this.cache.size > 10_000) this.cache.clear()
    this.cache.set(id, { project, until: Date.now() + this.cacheMs })
    return project
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
    this.cache.delete(input.id)
    return row
  }

  async setOrigins(id: string, allowedOrigins: string[]) {
    const [row] = await this.db
      .update(projects)
      .set({ allowedOrigins })
      .where(eq(projects.id, id))
      .returning()
    this.cache.delete(id)
    return row
  }

  async setAnalytics(id: string, analyticsEnabled: boolean) {
    const [row] = await this.db
      .update(projects)
      .set({ analyticsEnabled })
      .where(eq(projects.id, id))
      .returning()
    this.cache.delete(id)
    return row
  }

  async remove(id: string): Promise<boolean> {
    const rows = await this.db.delete(projects).where(eq(projects.id, id)).returning()
    this.cache.delete(id)
    return rows.length > 0
  }
}
