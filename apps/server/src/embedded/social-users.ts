// The embedded wallet's user behind a verified outside identity (a social provider's subject, a
// Farcaster fid): made on the first login, its shown user name kept fresh on each.
import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import type { Db } from '../db/connect'
import { embeddedUsers } from '../db/schema'
import type { User } from './service'

export async function socialUser(
  db: Db,
  projectId: string,
  provider: string,
  found: { subject: string; userName?: string | undefined },
): Promise<User> {
  const where = and(
    eq(embeddedUsers.projectId, projectId),
    eq(embeddedUsers.socialProvider, provider),
    eq(embeddedUsers.socialSubject, found.subject),
  )
  await db
    .insert(embeddedUsers)
    .values({
      id: randomUUID(),
      projectId,
      socialProvider: provider,
      socialSubject: found.subject,
      userName: found.userName ?? null,
    })
    .onConflictDoNothing()
  if (found.userName) await db.update(embeddedUsers).set({ userName: found.userName }).where(where)
  const [user] = await db.select().from(embeddedUsers).where(where)
  if (!user) throw new Error('social user row missing after insert')
  return user
}
