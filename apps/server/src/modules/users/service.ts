import { createHash, randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import type { z } from 'zod';
import {
  ATTACHMENT_QUOTA_PER_ADDRESS_BYTES,
  ATTACHMENT_QUOTA_TOTAL_BYTES,
  normalizeEmail,
  VERIFICATION_CODE_LENGTH,
  USER_FLAGS,
  type CodePurpose,
  type LanguageCode,
  type findIdBodySchema,
  type findPwBodySchema,
  type passwordChangeBodySchema,
  type registerBodySchema,
  type sendCodeBodySchema,
  type userInfoUpdateBodySchema,
  type verifyCodeBodySchema,
} from '@market/domain';
import type { Database, Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Translate } from '../../platform/messages.ts';
import type { Notifier } from '../../platform/notifier.ts';
import { hashPassword, verifyPassword } from '../../platform/passwords.ts';
import { sha256Hex } from '../../platform/session.ts';
import {
  LOGIN_ACCOUNT_POLICY,
  LOGIN_ACCOUNT_WIDE_POLICY,
  LOGIN_ADDRESS_POLICY,
  type RateLimiter,
} from '../../platform/rate-limit.ts';
import { storeAll, type FileStorage, type FileToStore } from '../../platform/storage.ts';
import { reencodeImage, type Upload } from '../../platform/uploads.ts';
import { normalizePhone, normalizeUserId, uniqueViolation, createUsersRepo, type UsersRepo } from './repo.ts';
import { createVerificationRepo, type VerificationRepo } from './verification-repo.ts';

const HOUR = 3600;
/** Codes (and id reminders) sent to one e-mail address, phone or account per hour, whichever clients ask (issue 30). */
export const SENDS_PER_TARGET = 5;
/** Which field a broken unique constraint of users is about. */
const CONSTRAINT_FIELDS: Record<string, string> = {
  users_userId_unique: 'userInfo.userId',
  users_email_key: 'userInfo.email',
  users_phone_key: 'userInfo.phone',
};

export const ATTACHMENT_PREFIX = 'attachments';
export const THUMBNAIL_PREFIX = 'thumbnails';

export interface UsersDeps {
  database: Database;
  notifier: Notifier;
  limiter: RateLimiter;
  storage: FileStorage;
  mail: Translate;
}

/**
 * Claims an uploaded attachment for the user inside the caller's transaction (a seller renewing an admission request):
 * false when the file is not one this user uploaded and left unclaimed.
 */
export function claimAttachedFile(tx: Db, fileKey: string, userNo: number): Promise<boolean> {
  return createUsersRepo(tx).claimAttachedFile(fileKey, userNo);
}

/** A forgotten id or password, verification codes, and password changes; each limited per client and target. */
function accountRecovery(deps: UsersDeps, repo: UsersRepo) {
  const verification = createVerification(deps.database.db);

  async function sendCode(
    purpose: 'register' | 'password',
    target: string,
    channel: 'email' | 'sms',
    to: string,
    language: LanguageCode,
  ): Promise<void> {
    const code = await verification.create(purpose, target);
    const key = purpose === 'register' ? 'registerCode' : 'passwordCode';
    await deps.notifier.send({
      channel,
      to,
      subject: deps.mail(language, `${key}.subject`),
      body: deps.mail(language, `${key}.body`, { code }),
    });
  }

  /** A code for registering, to the email address (or phone) being registered: 5 an hour per target, from anyone. */
  async function sendRegisterCode(body: z.output<typeof sendCodeBodySchema>, client: string, language: LanguageCode) {
    await deps.limiter.hit(`code-ip:${client}`, 20, HOUR);
    const target = body.channel === 'email' ? normalizeEmail(body.target) : normalizePhone(body.target);
    await deps.limiter.hit(`code-send:register:${body.channel}:${target}`, SENDS_PER_TARGET, HOUR);
    await sendCode('register', target, body.channel, body.target, language);
  }

  async function verifyCode(body: z.output<typeof verifyCodeBodySchema>, client: string): Promise<string> {
    await deps.limiter.hit(`code-verify-ip:${client}`, 30, 15 * 60);
    const target = body.purpose === 'register' ? normalizeEmail(body.target) : normalizeUserId(body.target);
    return verification.verify(body.purpose, target, body.code);
  }

  /**
   * Mails the user id to the account's address when every detail matches; the answer never says whether one did, nor
   * whether the account already had its 5 mails this hour (then nothing is sent).
   */
  async function findId(body: z.output<typeof findIdBodySchema>, client: string): Promise<void> {
    await deps.limiter.hit(`find-ip:${client}`, 10, HOUR);
    const account = await repo.findAccount(body);
    if (!account) return;
    if (await deps.limiter.exceeded(`id-send:${account.userId}`, SENDS_PER_TARGET, HOUR)) return;
    const language = account.language as LanguageCode;
    await deps.notifier.send({
      channel: 'email',
      to: account.email,
      subject: deps.mail(language, 'findId.subject'),
      body: deps.mail(language, 'findId.body', { userId: account.userId }),
    });
  }

  /**
   * Mails a password code when every detail matches; the same answer otherwise, including when the account has
   * already had 5 codes this hour, whoever asked (then nothing is sent): a 429 would confirm the details.
   */
  async function findPw(body: z.output<typeof findPwBodySchema>, client: string): Promise<void> {
    await deps.limiter.hit(`find-ip:${client}`, 10, HOUR);
    const account = await repo.findAccount({ ...body, userId: body.id });
    if (!account) return;
    if (await deps.limiter.exceeded(`code-send:password:${account.userId}`, SENDS_PER_TARGET, HOUR)) return;
    await sendCode('password', account.userId, 'email', account.email, account.language as LanguageCode);
  }

  /**
   * Sets a new password with a verified find-password code; every session of the account ends. The owner's way in
   * while the account-wide login limit holds: the lock is lifted and this client becomes the account's known one.
   */
  async function changePassword(body: z.output<typeof passwordChangeBodySchema>, client: string): Promise<number> {
    await deps.limiter.hit(`password-ip:${client}`, 20, HOUR);
    const user = await repo.byUserId(body.id);
    if (!user) throw new AppError('VERIFICATION_FAILED');
    const passwordHash = await hashPassword(body.pw);
    await inTransaction(deps.database.db, async (tx) => {
      await createVerification(tx).consumeToken('password', user.userId, body.verificationToken);
      await createUsersRepo(tx).update(user.userNo, { passwordHash, lastLoginClient: client });
    });
    await deps.limiter.clear(`login-account:${user.userId}`);
    return user.userNo;
  }

  /** A logged-in user's password change: the current password must be right (failures delayed like logins). */
  async function resetPassword(userNo: number, currentPw: string, newPw: string, language?: number): Promise<void> {
    const key = `password-reset:${userNo}`;
    await deps.limiter.attempt(key, LOGIN_ACCOUNT_POLICY);
    if (!(await verifyPassword(await repo.passwordHash(userNo), currentPw))) {
      throw new AppError('VALIDATION', { fields: { currentPw: 'field.currentPassword' } });
    }
    await deps.limiter.clear(key);
    await repo.update(userNo, {
      passwordHash: await hashPassword(newPw),
      ...(language === undefined ? {} : { language }),
    });
  }

  return { sendRegisterCode, verifyCode, findId, findPw, changePassword, resetPassword };
}

/** The business documents uploaded before an account exists (with their quotas) and the account's thumbnail. */
function accountFiles(deps: UsersDeps, repo: UsersRepo) {
  /** Refuses an upload from an address over its daily bytes (429), or when unclaimed documents fill their share (503). */
  function assertAttachmentQuota(usage: { address: number; unclaimed: number }, size: number): void {
    if (usage.address + size > ATTACHMENT_QUOTA_PER_ADDRESS_BYTES) {
      throw new AppError('RATE_LIMITED', {
        messageKey: 'uploadQuota',
        params: { limit: ATTACHMENT_QUOTA_PER_ADDRESS_BYTES / 1024 / 1024 },
      });
    }
    if (usage.unclaimed + size > ATTACHMENT_QUOTA_TOTAL_BYTES) {
      throw new AppError('UNAVAILABLE', { messageKey: 'uploadsFull' });
    }
  }

  /** Refuses before the body is read when the address or the whole store has no byte left. */
  async function checkAttachmentQuota(client: string): Promise<void> {
    assertAttachmentQuota(await repo.attachmentUsage(client), 1);
  }

  /** Stores a business document under a server-made name; images are re-encoded, PDFs kept as sent. */
  async function storeAttachedFile(upload: Upload, client: string): Promise<string> {
    await deps.limiter.hit(`upload-ip:${client}`, 20, HOUR);
    const isPdf = upload.mime === 'application/pdf';
    const fileKey = `${randomUUID()}.${isPdf ? 'pdf' : 'webp'}`;
    const key = `${ATTACHMENT_PREFIX}/${fileKey}`;
    // A PDF is kept as sent, streamed from the disk; an image is re-encoded.
    const stored: FileToStore = isPdf
      ? { key, localFile: upload.path, size: upload.size }
      : { key, data: await reencodeImage(upload.path, { maxSide: 4000 }) };
    const size = 'data' in stored ? stored.data.length : stored.size;
    const file = { fileKey, mime: isPdf ? upload.mime : 'image/webp', size, uploaderAddress: client };
    await storeAll(deps.storage, [stored], () =>
      repo.addAttachedFile(file, (usage) => assertAttachmentQuota(usage, size)),
    );
    return fileKey;
  }

  async function storeThumbnail(userNo: number, upload: Upload): Promise<string> {
    const data = await reencodeImage(upload.path, { maxSide: 400, square: true });
    const name = `${randomUUID()}.webp`;
    await deps.storage.put(`${THUMBNAIL_PREFIX}/${name}`, data);
    const old = await repo.currentUser(userNo);
    const thumbnail = `/api/user/thumbnail/${name}`;
    await repo.update(userNo, { thumbnail });
    const oldName = old?.thumbnail?.split('/').pop();
    if (oldName) await deps.storage.remove(`${THUMBNAIL_PREFIX}/${oldName}`);
    return thumbnail;
  }

  return { checkAttachmentQuota, storeAttachedFile, storeThumbnail };
}

export function createUsersService(deps: UsersDeps) {
  const repo = createUsersRepo(deps.database.db);

  /** What the development outbox holds for a recipient (end-to-end tests read their codes there). */
  async function devOutbox(recipient: string) {
    return repo.outboxFor(recipient);
  }

  async function currentUser(userNo: number) {
    const user = await repo.currentUser(userNo);
    if (!user) throw new AppError('UNAUTHORIZED');
    return user;
  }

  async function detail(userNo: number) {
    const detail = await repo.detail(userNo);
    if (!detail) throw new AppError('NOT_FOUND');
    return detail;
  }

  /** Creates the account and returns its userNo. The email's verification token is spent in the same transaction. */
  async function register(body: z.output<typeof registerBodySchema>): Promise<number> {
    const { userInfo, companyInfo } = body;
    const passwordHash = await hashPassword(userInfo.pw);
    try {
      return await inTransaction(deps.database.db, async (tx) => {
        await createVerification(tx).consumeToken(
          'register',
          normalizeEmail(userInfo.email),
          userInfo.verificationToken,
        );
        const repo = createUsersRepo(tx);
        const userNo = await repo.insert({
          userId: normalizeUserId(userInfo.userId),
          passwordHash,
          userFlag: userInfo.userFlag,
          // Sellers and dealers wait for staff to check their business document.
          admission: userInfo.userFlag === USER_FLAGS.buyer,
          name: userInfo.name,
          email: userInfo.email,
          phone: normalizePhone(userInfo.phone),
          countryCode: userInfo.countryCode,
          language: userInfo.language,
          ...(userInfo.userFlag !== USER_FLAGS.buyer && companyInfo
            ? {
                companyName: companyInfo.companyName,
                businessNumber: companyInfo.businessNumber,
                companyAddress: companyInfo.companyAddress,
                companyPhone: normalizePhone(companyInfo.companyPhone),
                attachedFile: companyInfo.attachedFile,
              }
            : {}),
        });
        if (
          userInfo.userFlag !== USER_FLAGS.buyer &&
          companyInfo &&
          !(await repo.claimAttachedFile(companyInfo.attachedFile, userNo))
        )
          throw new AppError('VALIDATION', { fields: { 'companyInfo.attachedFile': 'field.invalid' } });
        return userNo;
      });
    } catch (error) {
      const constraint = uniqueViolation(error);
      if (constraint === undefined) throw error;
      const field = CONSTRAINT_FIELDS[constraint] ?? 'userInfo.userId';
      throw new AppError('ALREADY_IN_USE', { fields: { [field]: 'field.inUse' } });
    }
  }

  async function isUsable(kind: 'id' | 'email' | 'phone', value: string, client: string): Promise<boolean> {
    await deps.limiter.hit(`duplicate-ip:${client}`, 60, 60);
    if (kind === 'id') return !(await repo.idTaken(value));
    if (kind === 'email') return !(await repo.emailTaken(value));
    return !(await repo.phoneTaken(value));
  }

  /**
   * The user number for a right id and password. Unknown ids and wrong passwords get the same 401 after the same
   * argon2 work. Attempts are counted before the password is checked, with growing delays (429): per client, per
   * (account, client), and per account from every client but the one it last logged in from, so many addresses get
   * no more guesses than one while the owner's usual client (or one that just reset the password by code) is never
   * held back by them.
   */
  async function login(id: string, pw: string, client: string): Promise<number> {
    const userId = normalizeUserId(id);
    const addressKey = `login-ip:${client}`;
    const pairKey = `login:${client}:${userId}`;
    const accountKey = `login-account:${userId}`;
    await deps.limiter.attempt(addressKey, LOGIN_ADDRESS_POLICY);
    await deps.limiter.attempt(pairKey, LOGIN_ACCOUNT_POLICY);
    const user = await repo.byUserId(userId);
    const knownClient = user !== undefined && user.lastLoginClient === client;
    if (!knownClient) await deps.limiter.attempt(accountKey, LOGIN_ACCOUNT_WIDE_POLICY);
    const ok = await verifyPassword(user?.passwordHash, pw);
    if (!ok || !user) throw new AppError('LOGIN_FAILED');
    await deps.limiter.clear(pairKey);
    await deps.limiter.refund(addressKey, LOGIN_ADDRESS_POLICY);
    if (!knownClient) {
      await deps.limiter.refund(accountKey, LOGIN_ACCOUNT_WIDE_POLICY);
      await repo.update(user.userNo, { lastLoginClient: client });
    }
    return user.userNo;
  }

  async function updateInfo(userNo: number, body: z.output<typeof userInfoUpdateBodySchema>) {
    await repo.update(userNo, {
      emailRecive: body.emailRecive,
      smsRecive: body.smsRecive,
      content: body.content,
      fax: body.fax,
    });
    return detail(userNo);
  }

  return {
    devOutbox,
    currentUser,
    detail,
    register,
    isUsable,
    login,
    updateInfo,
    ...accountRecovery(deps, repo),
    ...accountFiles(deps, repo),
  };
}

export type UsersService = ReturnType<typeof createUsersService>;

/** ASVS 6.5: at most 10 minutes, dead after 5 wrong tries, single use. The token a right code yields lasts 30. */
const CODE_TTL_SECONDS = 10 * 60;
const CODE_MAX_ATTEMPTS = 5;
const TOKEN_TTL_SECONDS = 30 * 60;

function codeHash(salt: string, code: string): string {
  return `${salt}$${createHash('sha256').update(`${salt}:${code}`).digest('hex')}`;
}

function matches(stored: string, code: string): boolean {
  const [salt = ''] = stored.split('$');
  const expected = Buffer.from(stored);
  const actual = Buffer.from(codeHash(salt, code));
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/**
 * Verification codes: a code is stored hashed and salted, a right one is exchanged for a one-time token. Also for
 * another module's own purpose (the phone verified for alert texts, issue 32).
 */
export function createVerification(db: Db, repo: VerificationRepo = createVerificationRepo(db)) {
  return {
    /** A new code for purpose and target (an email or a user id); older unused ones die. Returns the code to send. */
    async create(purpose: CodePurpose, target: string): Promise<string> {
      const code = String(randomInt(0, 10 ** VERIFICATION_CODE_LENGTH)).padStart(VERIFICATION_CODE_LENGTH, '0');
      await repo.replace(purpose, target, codeHash(randomBytes(16).toString('hex'), code), CODE_TTL_SECONDS);
      return code;
    },

    /**
     * Checks a code; a right one is spent and exchanged for a one-time token. Anything else: 400. The try is counted
     * on the code's row before the comparison (the repo's countAttempt), so parallel guesses cannot get more than 5.
     */
    async verify(purpose: CodePurpose, target: string, code: string): Promise<string> {
      const row = await repo.countAttempt(purpose, target, CODE_MAX_ATTEMPTS);
      if (!row || !matches(row.codeHash, code)) throw new AppError('VERIFICATION_FAILED');
      const token = randomBytes(32).toString('base64url');
      if (!(await repo.spend(row.id, sha256Hex(token), TOKEN_TTL_SECONDS))) throw new AppError('VERIFICATION_FAILED');
      return token;
    },

    /** Spends a token from verify for the same purpose and target; 400 when it is unknown, spent or expired. */
    async consumeToken(purpose: CodePurpose, target: string, token: string): Promise<void> {
      if (!(await repo.consumeToken(purpose, target, sha256Hex(token)))) throw new AppError('VERIFICATION_FAILED');
    },
  };
}
