import { useMutation } from '@tanstack/react-query';
import { toBase64 } from '@market/domain';
import { checkDuplicate } from './api.ts';

type Kind = 'id' | 'email' | 'phone';

/**
 * The spec's duplicate checks (`/user/check-{id,email,phone}-duplicate`). The answer belongs to the value that was
 * checked: once the field holds another value, `usable` is undefined again, so no stale answer is ever shown.
 */
export function useDuplicateCheck(kind: Kind, current: string) {
  const check = useMutation({
    mutationFn: async (value: string) => {
      const result = await checkDuplicate(kind, toBase64(value));
      return { value, usable: result.usable };
    },
  });
  const answer = check.data?.value === current.trim() ? check.data : undefined;
  return {
    usable: answer?.usable,
    pending: check.isPending,
    check: () => check.mutate(current.trim()),
  };
}
