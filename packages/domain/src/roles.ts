import type { CurrentUser } from './users.ts';

/** The roles guards check. buyer: may inquire (userFlag 0 or 2); seller: may list items (1 or 2); dealer: 2. */
export type Role = 'buyer' | 'seller' | 'dealer' | 'partner' | 'staff';

export function hasRole(user: Pick<CurrentUser, 'userFlag' | 'partners' | 'staff'>, role: Role): boolean {
  switch (role) {
    case 'buyer':
      return user.userFlag === 0 || user.userFlag === 2;
    case 'seller':
      return user.userFlag === 1 || user.userFlag === 2;
    case 'dealer':
      return user.userFlag === 2;
    case 'partner':
      return user.partners;
    case 'staff':
      return user.staff;
  }
}
