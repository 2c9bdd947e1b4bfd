import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { USER_FLAGS } from '@market/domain';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { attachedFiles, outbox, users } from '../../db/schema/index.ts';
import { asCurrentUser, currentUserColumns } from '../../platform/session.ts';

export type NewUser = typeof users.$inferInsert;

/** Serializes the byte quota of business document uploads across processes. */
const ATTACHMENT_QUOTA_LOCK_KEY = 720_013;

/** Phone numbers are kept as + and digits only, so one number has one spelling. */
export function normalizePhone(phone: string): string {
  return phone.replace(/[\s-]/g, '');
}

/** User ids are kept in lower case: `Demo-Buyer` and `demo-buyer` are one account. */
export function normalizeUserId(userId: string): string {
  return userId.trim().toLowerCase();
}

/** The name of the unique constraint a failed insert or update broke, if that is why it failed. */
export function uniqueViolation(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const e = current as { code?: string; constraint?: string; cause?: unknown };
    if (e.code === '23505') return e.constraint ?? 'unique';
    current = e.cause;
  }
  return undefined;
}

/** What signing in reads of an account: the session's columns, the password hash, the e-mail and the language. */
const signInColumns = {
  ...currentUserColumns,
  passwordHash: users.passwordHash,
  email: users.email,
  language: users.language,
  lastLoginClient: users.lastLoginClient,
};

export function createUsersRepo(db: Db) {
  const exists = async (condition: SQL): Promise<boolean> => {
    const rows = await db.select({ n: users.userNo }).from(users).where(condition).limit(1);
    return rows.length > 0;
  };

  const repo = {
    async currentUser(userNo: number) {
      const [row] = await db.select(currentUserColumns).from(users).where(eq(users.userNo, userNo));
      return row ? asCurrentUser(row) : undefined;
    },

    async byUserId(userId: string) {
      const [row] = await db
        .select(signInColumns)
        .from(users)
        .where(eq(users.userId, normalizeUserId(userId)));
      return row;
    },

    async passwordHash(userNo: number): Promise<string | null | undefined> {
      const [row] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.userNo, userNo));
      return row?.hash;
    },

    async detail(userNo: number) {
      const [row] = await db
        .select({
          ...currentUserColumns,
          email: users.email,
          phone: users.phone,
          emailRecive: users.emailRecive,
          smsRecive: users.smsRecive,
          content: sql<string>`coalesce(${users.content}, '')`,
          fax: sql<string>`coalesce(${users.fax}, '')`,
          businessNumber: users.businessNumber,
          companyAddress: users.companyAddress,
        })
        .from(users)
        .where(eq(users.userNo, userNo));
      return row ? { ...row, ...asCurrentUser(row) } : undefined;
    },

    idTaken(userId: string): Promise<boolean> {
      return exists(eq(users.userId, normalizeUserId(userId)));
    },

    emailTaken(email: string): Promise<boolean> {
      return exists(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`);
    },

    phoneTaken(phone: string): Promise<boolean> {
      return exists(eq(users.phone, normalizePhone(phone)));
    },

    /** The account matching every given detail and of the user type (0 buyers, 1 sellers and dealers). */
    async findAccount(match: { userType: 0 | 1; email: string; phone: string; name?: string; userId?: string }) {
      const flags = match.userType === 0 ? [USER_FLAGS.buyer] : [USER_FLAGS.seller, USER_FLAGS.dealer];
      const conditions = [
        inArray(users.userFlag, flags),
        sql`lower(${users.email}) = ${match.email.trim().toLowerCase()}`,
        eq(users.phone, normalizePhone(match.phone)),
      ];
      if (match.name !== undefined) conditions.push(sql`lower(${users.name}) = ${match.name.trim().toLowerCase()}`);
      if (match.userId !== undefined) conditions.push(eq(users.userId, normalizeUserId(match.userId)));
      const [row] = await db
        .select({ userNo: users.userNo, userId: users.userId, email: users.email, language: users.language })
        .from(users)
        .where(and(...conditions));
      return row;
    },

    async insert(user: NewUser): Promise<number> {
      const [row] = await db.insert(users).values(user).returning({ userNo: users.userNo });
      if (!row) throw new Error('insert returned no row');
      return row.userNo;
    },

    async update(userNo: number, values: Partial<NewUser>): Promise<void> {
      await db.update(users).set(values).where(eq(users.userNo, userNo));
    },

    /** Bytes of the documents an address uploaded in the last day, and of every document no account has claimed. */
    async attachmentUsage(address: string, tx: Db = db): Promise<{ address: number; unclaimed: number }> {
      const [row] = await tx
        .select({
          address: sql<string>`coalesce(sum(${attachedFiles.size}) FILTER (WHERE ${attachedFiles.uploaderAddress} = ${address} AND ${attachedFiles.createdAt} > now() - interval '1 day'), 0)`,
          unclaimed: sql<string>`coalesce(sum(${attachedFiles.size}) FILTER (WHERE ${attachedFiles.userNo} IS NULL), 0)`,
        })
        .from(attachedFiles);
      return { address: Number(row?.address ?? 0), unclaimed: Number(row?.unclaimed ?? 0) };
    },

    /**
     * Records an uploaded document once `withinQuota` accepted the usage it would join. Uploads are counted one at a
     * time (a transaction lock), so concurrent ones cannot all pass the same check.
     */
    async addAttachedFile(
      file: { fileKey: string; mime: string; size: number; uploaderAddress: string },
      withinQuota: (usage: { address: number; unclaimed: number }) => void,
    ): Promise<void> {
      await inTransaction(db, async (tx) => {
        await tx.execute(sql`SELECT pg_advisory_xact_lock(${ATTACHMENT_QUOTA_LOCK_KEY})`);
        withinQuota(await repo.attachmentUsage(file.uploaderAddress, tx));
        await tx.insert(attachedFiles).values(file);
      });
    },

    /** Gives an unclaimed uploaded document to a new account; false when there is no such unclaimed file. */
    async claimAttachedFile(fileKey: string, userNo: number): Promise<boolean> {
      const rows = await db
        .update(attachedFiles)
        .set({ userNo })
        .where(and(eq(attachedFiles.fileKey, fileKey), sql`${attachedFiles.userNo} IS NULL`))
        .returning({ fileKey: attachedFiles.fileKey });
      return rows.length === 1;
    },

    /** The newest 20 messages written to the outbox for a recipient (GET /api/dev/outbox, never in production). */
    async outboxFor(recipient: string) {
      return db.select().from(outbox).where(eq(outbox.recipient, recipient)).orderBy(desc(outbox.id)).limit(20);
    },
  };
  return repo;
}

export type UsersRepo = ReturnType<typeof createUsersRepo>;
