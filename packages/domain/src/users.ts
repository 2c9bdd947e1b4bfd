import { z } from 'zod';
import { USER_FLAGS } from './roles.ts';
import { SELLER_STATUSES } from './staff.ts';
import {
  base64Of,
  countryCodeField,
  emailField,
  FIELD_MESSAGES,
  nameField,
  noBlankText,
  passwordHashField,
  phoneField,
  requiredText,
  TEXT_MAX,
  userIdField,
} from './validation.ts';

const userFlagLiterals = [
  z.literal(USER_FLAGS.buyer),
  z.literal(USER_FLAGS.seller),
  z.literal(USER_FLAGS.dealer),
] as const;

/** Find id and find password tell account types apart: 0 buyers, 1 sellers and dealers (company members). */
export const USER_TYPES = { buyer: 0, company: 1 } as const;

/** The spec's UserInfo. */
export const userInfoSchema = z.object({
  userNo: z.number().int(),
  userId: z.string(),
  userFlag: z.union(userFlagLiterals),
  admission: z.boolean(),
  partners: z.boolean(),
  secret: z.boolean(),
  companyName: z.string().nullable(),
  countryCode: z.string(),
  thumbnail: z.string().nullable(),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

/** GET /api/user/me: UserInfo plus the name to greet and the staff flag. */
export const currentUserSchema = userInfoSchema.extend({ name: z.string(), staff: z.boolean() });
export type CurrentUser = z.infer<typeof currentUserSchema>;

const userFlagField = z.union(userFlagLiterals, FIELD_MESSAGES.required);
const optionalText = z.string().trim().max(TEXT_MAX, FIELD_MESSAGES.invalid).default('');

/** POST /api/user/register: userInfo and companyInfo (required for sellers and dealers). */
export const registerBodySchema = z
  .object({
    userInfo: z.object({
      userFlag: userFlagField,
      userId: userIdField,
      pw: passwordHashField,
      name: nameField,
      email: emailField,
      phone: phoneField,
      countryCode: countryCodeField,
      language: z.number().int().min(0).max(5).default(1),
      /** What POST /api/user/verification/verify returned for the email's code. */
      verificationToken: noBlankText(200),
    }),
    companyInfo: z
      .object({
        companyName: requiredText(200),
        businessNumber: requiredText(50),
        companyAddress: requiredText(),
        companyPhone: phoneField,
        /** The fileKey POST /api/user/upload-attached-file returned. */
        attachedFile: noBlankText(100),
      })
      .nullable()
      .default(null),
  })
  .superRefine((body, ctx) => {
    if (body.userInfo.userFlag !== USER_FLAGS.buyer && body.companyInfo === null)
      ctx.addIssue({ code: 'custom', path: ['companyInfo'], message: FIELD_MESSAGES.required });
  });
export type RegisterBody = z.input<typeof registerBodySchema>;

export const checkIdBodySchema = z.object({ id: base64Of(userIdField) });
export const checkEmailBodySchema = z.object({ email: base64Of(emailField) });
export const checkPhoneBodySchema = z.object({ phone: base64Of(phoneField) });
/** The duplicate checks answer whether the value may be used. */
export const duplicateResultSchema = z.object({ usable: z.boolean() });

export const loginBodySchema = z.object({
  id: base64Of(requiredText(100)),
  pw: passwordHashField,
});

/** The login form: the id and the password as typed (the body hashes and encodes them). */
export const loginFormSchema = z.object({
  id: requiredText(100),
  password: z.string().min(1, FIELD_MESSAGES.required),
});

export const userTypeField = z.union([z.literal(0), z.literal(1)], FIELD_MESSAGES.required);

export const findIdBodySchema = z.object({
  userType: userTypeField,
  name: nameField,
  email: emailField,
  phone: phoneField,
});

export const findPwBodySchema = z.object({
  userType: userTypeField,
  id: requiredText(100),
  email: emailField,
  phone: phoneField,
});

/** Sent alike whether an account matched or not. */
export const sentResultSchema = z.object({ sent: z.literal(true) });

export const VERIFICATION_PURPOSES = ['register', 'password'] as const;
export type VerificationPurpose = (typeof VERIFICATION_PURPOSES)[number];
/** Every purpose a code is sent for: the public ones, and the phone verified for alert texts (issue 32). */
export type CodePurpose = VerificationPurpose | 'alertPhone';
export const VERIFICATION_CODE_LENGTH = 6;

/** POST /api/user/verification/send: a code for registering, to an email address (or a phone by SMS). */
export const sendCodeBodySchema = z.discriminatedUnion('channel', [
  z.object({ channel: z.literal('email'), target: emailField }),
  z.object({ channel: z.literal('sms'), target: phoneField }),
]);

/** POST /api/user/verification/verify: target is the email (register) or the user id (password). */
export const verifyCodeBodySchema = z.object({
  purpose: z.enum(VERIFICATION_PURPOSES, FIELD_MESSAGES.required),
  target: requiredText(254),
  code: z.string(FIELD_MESSAGES.required).regex(/^[0-9]{6,8}$/, FIELD_MESSAGES.code),
});
export const verifyCodeResultSchema = z.object({ verificationToken: z.string() });

/** PUT /api/user/password: a new password with the token of a verified find-password code. */
export const passwordChangeBodySchema = z.object({
  id: requiredText(100),
  pw: passwordHashField,
  verificationToken: noBlankText(200),
});

/** PUT /api/user/password/reset: a logged-in user changes the password. */
export const passwordResetBodySchema = z.object({
  userNo: z.number().int().optional(),
  language: z.number().int().min(0).max(5).optional(),
  currentPw: passwordHashField,
  newPw: passwordHashField,
});

/** PUT /api/user/info. */
export const userInfoUpdateBodySchema = z.object({
  userNo: z.number().int().optional(),
  emailRecive: z.boolean(),
  smsRecive: z.boolean(),
  content: optionalText,
  fax: z
    .string()
    .trim()
    .max(30, FIELD_MESSAGES.invalid)
    .regex(/^[0-9 +-]*$/, FIELD_MESSAGES.phoneFormat)
    .default(''),
});
export type UserInfoUpdate = z.input<typeof userInfoUpdateBodySchema>;

/** GET /api/user/info: what My Page shows and edits. */
export const userDetailSchema = currentUserSchema.extend({
  email: z.string(),
  phone: z.string(),
  emailRecive: z.boolean(),
  smsRecive: z.boolean(),
  content: z.string(),
  fax: z.string(),
  businessNumber: z.string().nullable(),
  companyAddress: z.string().nullable(),
});
export type UserDetail = z.infer<typeof userDetailSchema>;

export const attachedFileResultSchema = z.object({ fileKey: z.string() });

/**
 * GET /api/user/admission: where a seller's or dealer's approval stands, staff's reason when it was refused (kept while
 * a renewed request waits), and whom to contact.
 */
export const sellerAdmissionSchema = z.object({
  status: z.enum(SELLER_STATUSES),
  reason: z.string().nullable(),
  decidedAt: z.string().nullable(),
  /** When the seller last asked again with a new document; null when they have not. */
  renewedAt: z.string().nullable(),
  contact: z.object({ name: z.string(), email: z.string().nullable(), phone: z.string().nullable() }),
});
export type SellerAdmission = z.infer<typeof sellerAdmissionSchema>;

/** POST /api/user/admission: a refused seller asks again with a new business document (a fileKey of the upload). */
export const admissionRequestBodySchema = z.object({
  userNo: z.number().int().optional(),
  attachedFile: noBlankText(100),
});
export const thumbnailResultSchema = z.object({ thumbnail: z.string() });

/** Business documents: PDF or an image, each within MAX_UPLOAD_BYTES. */
export const ATTACHED_FILE_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'] as const;
/**
 * Business documents can be uploaded before an account exists, so anyone can send them: what one address may send in
 * a day, what all documents no account has claimed may take together, and how long an unclaimed one is kept.
 */
export const ATTACHMENT_QUOTA_PER_ADDRESS_BYTES = 50 * 1024 * 1024;
export const ATTACHMENT_QUOTA_TOTAL_BYTES = 2 * 1024 * 1024 * 1024;
export const UNCLAIMED_ATTACHMENT_HOURS = 24;
