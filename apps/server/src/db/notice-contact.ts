import { users } from './schema/index.ts';

/** Whom a user's notices go to (e-mail, SMS when they agreed to it) and in which language. */
export const noticeContactColumns = {
  name: users.name,
  email: users.email,
  phone: users.phone,
  language: users.language,
  smsRecive: users.smsRecive,
};
