import type { CurrentUser } from './users.ts';

/** userFlag: 0 buyer, 1 seller, 2 dealer (a seller who may also inquire). */
export const USER_FLAGS = { buyer: 0, seller: 1, dealer: 2 } as const;
export type UserFlag = (typeof USER_FLAGS)[keyof typeof USER_FLAGS];

/** The roles guards check. buyer: may inquire (userFlag 0 or 2); seller: may list items (1 or 2); dealer: 2. */
export type Role = 'buyer' | 'seller' | 'dealer' | 'partner' | 'staff';

export function hasRole(user: Pick<CurrentUser, 'userFlag' | 'partners' | 'staff'>, role: Role): boolean {
  switch (role) {
    case 'buyer':
      return user.userFlag === USER_FLAGS.buyer || user.userFlag === USER_FLAGS.dealer;
    case 'seller':
      return user.userFlag === USER_FLAGS.seller || user.userFlag === USER_FLAGS.dealer;
    case 'dealer':
      return user.userFlag === USER_FLAGS.dealer;
    case 'partner':
      return user.partners;
    case 'staff':
      return user.staff;
  }
}
